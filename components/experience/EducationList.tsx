import { GraduationCap } from '@/components/ui/serverIcons';
import type { Education } from '@/lib/model/pageTypes';
import { formatDateRange } from '@/lib/format/dates';
import section from '@/components/about/Section.module.css';
import { Highlights } from './Highlights';
import styles from './EducationList.module.css';
import { langAttribute, langOf, type UntranslatedTexts } from '@/lib/model/translation';

interface EducationListProps {
  education: Education[];
  /** Shown after an end date that is still expected, e.g. "expected". */
  expectedLabel: string;
  /** The end of a range that has not ended (interface texts: dates.present). */
  present: string;
  /** Its texts shown in the default language (a partial translation), by position: "[0].title". */
  untranslated?: UntranslatedTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/** Degrees with school, dates and highlights; used on the About and Experience pages. */
export function EducationList({ education, expectedLabel, present, untranslated, locale }: EducationListProps) {
  return (
    <ul className={styles.list}>
      {education.map((item, position) => {
        const lang = (field: string) => langOf(untranslated, `[${position}].${field}`);
        return (
          <li key={`${item.school}-${item.startDate}`} className={`${section.card} ${styles.item}`}>
            <GraduationCap className={styles.icon} size={28} aria-hidden="true" />
            <div>
              <h3 className={styles.degree} {...langAttribute(lang('degree'))}>
                {item.field && lang('field') !== lang('degree') ? (
                  // Degree and field in two languages (one of them left untranslated): each says its own.
                  <>
                    {item.degree}, <span lang={lang('field') ?? untranslated?.pageTag}>{item.field}</span>
                  </>
                ) : item.field ? (
                  `${item.degree}, ${item.field}`
                ) : (
                  item.degree
                )}
              </h3>
              <p className={styles.school} {...langAttribute(lang('location'))}>{[item.school, item.location].filter(Boolean).join(' · ')}</p>
              <p className={section.muted}>
                {formatDateRange(item.startDate, item.endDate, present, locale)}
                {item.expected && ` (${expectedLabel})`}
              </p>
              <Highlights highlights={item.highlights} lang={lang} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
