import card from './Card.module.css';
import styles from './Story.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** Numbered impact cards: what changed because of the project. Nothing at all for an empty list. */
export function ImpactList({ impact, heading, untranslated }: { impact: readonly string[]; heading: string; untranslated?: UntranslatedTexts }) {
  if (impact.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="impact-heading">
      <h3 id="impact-heading" className={styles.title}>
        {heading}
      </h3>
      <ol className={styles.impactList}>
        {impact.map((statement, index) => (
          <li key={statement} className={`${card.card} ${styles.impact}`}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <p className={styles.impactText} {...langAttr(untranslated, `impact[${index}]`)}>
              {statement}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
