import type { Stat } from '@/lib/model/homeTypes';
import { isYearsStat } from '@/lib/model/homeTypes';
import { yearsSince } from '@/lib/format/dates';
import { langAttr, langOf, type UntranslatedTexts } from '@/lib/model/translation';
import { StatList } from './StatList';
import styles from './Stats.module.css';

interface StatsProps {
  heading: string;
  items: Stat[];
  /** Its texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
}

/** The stats band below the hero; its counters animate in the browser (StatList). */
export function Stats({ heading, items, untranslated }: StatsProps) {
  // The HTML carries the years as of the build; the browser recomputes them at view time.
  const buildTime = new Date();
  const prerendered = items.map((item, index) => {
    // Only a label shown untranslated carries a lang (the list goes to the browser as it is).
    const lang = langOf(untranslated, `items[${index}].label`);
    const stat = isYearsStat(item)
      ? { label: item.label, target: yearsSince(item.yearsSince, buildTime), yearsSince: item.yearsSince }
      : { label: item.label, target: item.target, suffix: item.suffix };
    return lang ? { ...stat, lang } : stat;
  });
  return (
    <section className={styles.stats} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden" {...langAttr(untranslated, 'heading')}>
          {heading}
        </h2>
        <StatList items={prerendered} />
      </div>
    </section>
  );
}
