import { Award } from '@/components/ui/serverIcons';
import type { Certification } from '@/lib/model/pageTypes';
import { formatMonthYear } from '@/lib/format/dates';
import section from '@/components/about/Section.module.css';
import styles from './EducationList.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** Certificates with issuer and date. */
interface CertificationsProps {
  certifications: Certification[];
  untranslated?: UntranslatedTexts;
  /** The language dates are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

export function Certifications({ certifications, untranslated, locale }: CertificationsProps) {
  return (
    <ul className={styles.list}>
      {certifications.map((cert, index) => (
        <li key={cert.name} className={`${section.card} ${styles.item}`}>
          <Award className={styles.icon} size={28} aria-hidden="true" />
          <div>
            <h3 className={styles.degree}>{cert.name}</h3>
            <p className={styles.school} {...langAttr(untranslated, `[${index}].issuer`)}>
              {cert.issuer}
            </p>
            <p className={`${section.muted} ${styles.last}`}>{formatMonthYear(cert.date, locale)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
