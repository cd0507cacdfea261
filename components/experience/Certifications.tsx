import { Award } from 'lucide-react';
import type { Certification } from '@/lib/model/pageTypes';
import { formatMonthYear } from '@/lib/dates';
import section from '@/components/about/Section.module.css';
import styles from './EducationList.module.css';

/** Certificates with issuer and date. */
export function Certifications({ certifications }: { certifications: Certification[] }) {
  return (
    <ul className={styles.list}>
      {certifications.map((cert) => (
        <li key={cert.name} className={`${section.card} ${styles.item}`}>
          <Award className={styles.icon} size={28} aria-hidden="true" />
          <div>
            <h3 className={styles.degree}>{cert.name}</h3>
            <p className={styles.school}>{cert.issuer}</p>
            <p className={`${section.muted} ${styles.last}`}>{formatMonthYear(cert.date)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
