import { GraduationCap } from 'lucide-react';
import type { Education } from '@/lib/model/pageTypes';
import { formatDateRange } from '@/lib/dates';
import section from '@/components/about/Section.module.css';
import styles from './EducationList.module.css';

interface EducationListProps {
  education: Education[];
  /** Shown after an end date that is still expected, e.g. "expected". */
  expectedLabel: string;
  /** The end of a range that has not ended (interface texts: dates.present). */
  present: string;
}

/** Degrees with school, dates and highlights; used on the About and Experience pages. */
export function EducationList({ education, expectedLabel, present }: EducationListProps) {
  return (
    <ul className={styles.list}>
      {education.map((item) => (
        <li key={`${item.school}-${item.startDate}`} className={`${section.card} ${styles.item}`}>
          <GraduationCap className={styles.icon} size={28} aria-hidden="true" />
          <div>
            <h3 className={styles.degree}>{item.field ? `${item.degree}, ${item.field}` : item.degree}</h3>
            <p className={styles.school}>{[item.school, item.location].filter(Boolean).join(' · ')}</p>
            <p className={section.muted}>
              {formatDateRange(item.startDate, item.endDate, present)}
              {item.expected && ` (${expectedLabel})`}
            </p>
            <ul className={section.bullets}>
              {item.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
