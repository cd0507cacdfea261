import type { Interest } from '@/lib/model/pageTypes';
import section from './Section.module.css';
import styles from './SkillsSummary.module.css';

/** What the owner cares about outside work: small cards. */
export function Interests({ title, interests }: { title: string; interests: Interest[] }) {
  return (
    <section className={section.section} aria-labelledby="interests">
      <h2 id="interests" className={section.title}>
        {title}
      </h2>
      <ul className={`${styles.grid} ${styles.small} ${styles.plain}`}>
        {interests.map((interest) => (
          <li key={interest.title} className={section.card}>
            <h3 className={section.cardTitle}>{interest.title}</h3>
            <p className={section.muted}>{interest.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
