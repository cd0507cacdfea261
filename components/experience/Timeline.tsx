import { Briefcase } from '@/components/ui/serverIcons';
import type { Role } from '@/lib/model/pageTypes';
import { formatDateRange } from '@/lib/format/dates';
import { isCurrentRole, sortRolesNewestFirst } from '@/lib/model/experience';
import section from '@/components/about/Section.module.css';
import { Highlights } from './Highlights';
import styles from './Timeline.module.css';
import { langAttribute, langOf, type UntranslatedTexts } from '@/lib/model/translation';

interface TimelineProps {
  roles: Role[];
  currentLabel: string;
  technologiesLabel: string;
  /** The end of a role's range while it lasts (interface texts: dates.present). */
  present: string;
  /** Its texts shown in the default language (a partial translation), by position: "[0].title". */
  untranslated?: UntranslatedTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/** The roles, newest first, on a vertical line; current roles carry a badge. */
export function Timeline({ roles, currentLabel, technologiesLabel, present, untranslated, locale }: TimelineProps) {
  return (
    <ol className={styles.timeline}>
      {sortRolesNewestFirst(roles).map((role) => {
        const current = isCurrentRole(role);
        // A translation lists the roles in the content file's order, not the timeline's.
        const lang = (field: string) => langOf(untranslated, `[${roles.indexOf(role)}].${field}`);
        return (
          <li key={`${role.organization}-${role.startDate}`} className={styles.item} data-current={current ? '' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              <Briefcase size={16} />
            </span>
            <article className={`${section.card} ${styles.role}`}>
              <header className={styles.header}>
                <h3 className={styles.title} {...langAttribute(lang('title'))}>
                  {role.title}
                </h3>
                {current && <span className={styles.current}>{currentLabel}</span>}
              </header>
              <p className={styles.organization} {...langAttribute(lang('employmentType'))}>
                {[role.organization, role.employmentType].filter(Boolean).join(' · ')}
              </p>
              <p className={styles.meta}>
                <span>{formatDateRange(role.startDate, role.endDate, present, locale)}</span>
                {role.location && (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span {...langAttribute(lang('location'))}>{role.location}</span>
                  </>
                )}
              </p>
              {role.summary && <p {...langAttribute(lang('summary'))}>{role.summary}</p>}
              <Highlights highlights={role.highlights} lang={lang} />
              <ul className={section.chips} aria-label={technologiesLabel}>
                {role.technologies.map((tech) => (
                  <li key={tech} className={section.chip}>
                    {tech}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
