import type { Stat } from '@/lib/model/homeTypes';
import { isYearsStat } from '@/lib/model/homeTypes';
import { yearsSince } from '@/lib/dates';
import { StatList } from './StatList';
import styles from './Stats.module.css';

interface StatsProps {
  heading: string;
  items: Stat[];
}

/** The stats band below the hero; its counters animate in the browser (StatList). */
export function Stats({ heading, items }: StatsProps) {
  // The HTML carries the years as of the build; the browser recomputes them at view time.
  const buildTime = new Date();
  const prerendered = items.map((item) =>
    isYearsStat(item)
      ? { label: item.label, target: yearsSince(item.yearsSince, buildTime), yearsSince: item.yearsSince }
      : { label: item.label, target: item.target, suffix: item.suffix },
  );
  return (
    <section className={styles.stats} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {heading}
        </h2>
        <StatList items={prerendered} />
      </div>
    </section>
  );
}
