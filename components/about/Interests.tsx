import type { Interest } from '@/lib/model/pageTypes';
import section from './Section.module.css';
import styles from './SkillsSummary.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** What the owner cares about outside work: small cards. */
export function Interests({ title, interests, untranslated }: { title: string; interests: Interest[]; untranslated?: UntranslatedTexts }) {
  return (
    <section className={section.section} aria-labelledby="interests">
      <h2 id="interests" className={section.title}>
        {title}
      </h2>
      <ul className={`${styles.grid} ${styles.small} ${styles.plain}`}>
        {interests.map((interest, index) => (
          <li key={interest.title} className={section.card}>
            <h3 className={section.cardTitle} {...langAttr(untranslated, `[${index}].title`)}>
              {interest.title}
            </h3>
            <p className={section.muted} {...langAttr(untranslated, `[${index}].description`)}>
              {interest.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
