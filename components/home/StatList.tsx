'use client';

import { useRef, useSyncExternalStore } from 'react';
import { useInView } from 'framer-motion';
import { COUNTER_STEPS } from './counter';
import { counterValue } from '@/components/home/counter';
import { useCounterStep } from '@/components/home/useCounterStep';
import { useHydrated } from '@/components/hooks/useHydrated';
import { useReducedMotion } from '@/components/hooks/useReducedMotion';
import { formatYears, yearsSince } from '@/lib/format/dates';
import styles from './Stats.module.css';

export interface StatItem {
  label: string;
  /** The final number; for a years stat, the value at build time. */
  target: number;
  suffix?: string;
  /** Set for the years stat: recomputed from the visitor's clock. */
  yearsSince?: string;
  /** The label's language when a partial translation shows it in the default language. */
  lang?: string;
}

const noSubscribe = () => () => {};

/** Years since `since` by the visitor's clock; the build-time value while hydrating. */
function useYears(since: string | undefined, prerendered: number): number {
  return useSyncExternalStore(
    noSubscribe,
    () => (since ? yearsSince(since, new Date()) : prerendered),
    () => prerendered,
  );
}

function display(item: StatItem, target: number, step: number): string {
  if (item.yearsSince !== undefined && target < 1) return formatYears(target);
  return `${counterValue(target, step)}${item.suffix ?? ''}`;
}

/**
 * The counters. The HTML shows the final values (right without JavaScript); once hydrated they
 * restart from 0 and count up when scrolled into view, unless the visitor prefers reduced motion.
 */
export function StatList({ items }: { items: StatItem[] }) {
  const listRef = useRef<HTMLDListElement>(null);
  const hydrated = useHydrated();
  const reduced = useReducedMotion();
  const animate = hydrated && !reduced;
  const inView = useInView(listRef, { once: true, amount: 0.4 });
  const step = useCounterStep(animate && inView);
  const shownStep = animate ? step : COUNTER_STEPS;
  const yearsItem = items.find((item) => item.yearsSince !== undefined);
  const years = useYears(yearsItem?.yearsSince, yearsItem?.target ?? 0);

  return (
    <dl ref={listRef} className={styles.list}>
      {items.map((item) => {
        const target = item.yearsSince !== undefined ? years : item.target;
        const final = display(item, target, COUNTER_STEPS);
        return (
          <div key={item.label} className={styles.item}>
            <dt className={styles.label} lang={item.lang}>{item.label}</dt>
            <dd className={styles.value}>
              {/* Screen readers get the final value, not every intermediate number. */}
              <span aria-hidden="true" data-testid={`stat-${item.label}`}>
                {display(item, target, shownStep)}
              </span>
              <span className="visually-hidden">{final}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
