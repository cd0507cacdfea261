import { ContentIcon } from '@/components/ui/ContentIcon';
import type { Metric } from '@/lib/model/types';
import card from './Card.module.css';
import styles from './ProjectMetrics.module.css';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';

/** A card per metric with icon, value and label, under its heading ("Key Metrics & Achievements"). */
export function ProjectMetrics({ metrics, heading, untranslated }: { metrics: Metric[]; heading: string; untranslated?: UntranslatedTexts }) {
  if (metrics.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="metrics-heading">
      <h2 id="metrics-heading" className={card.sectionTitle}>
        {heading}
      </h2>
      <ul className={styles.grid}>
        {metrics.map((metric, index) => (
          <li key={`${metric.label}-${metric.value}`} className={`${card.card} ${styles.metric}`}>
            <span className={card.iconBox}>
              <ContentIcon name={metric.icon} size={22} />
            </span>
            <span className={styles.value} {...langAttr(untranslated, `metrics[${index}].value`)}>
              {metric.value}
            </span>
            <span className={styles.label} {...langAttr(untranslated, `metrics[${index}].label`)}>
              {metric.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
