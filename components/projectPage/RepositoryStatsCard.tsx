'use client';
// The repository card, only once the repository stats have loaded: the top 5 languages by bytes
// with one-decimal percentages, plus stars, forks and the last update. While loading or after
// a failure the visitor sees nothing (the failure is only logged), unless the build fetched the
// stats: those are in the HTML, marked "as of {date}", until the live answer replaces them.
// An error boundary keeps a fault in here from taking the page down. Its icons come drawn by the
// page, on the server (components/ui/plainIcon.tsx says why).
import type { ReactNode } from 'react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatRepoDate, languageShares, type PrerenderedStats } from '@/lib/github/client';
import { StatsErrorBoundary } from '@/components/projectPage/stats/StatsErrorBoundary';
import { useRepositoryStats } from '@/components/projectPage/stats/useRepositoryStats';
import card from './Card.module.css';
import styles from './RepositoryStatsCard.module.css';
import { formatNumber } from '@/lib/format/locale';

// The detail page shows the top 5 languages.
const TOP_LANGUAGES = 5;

/** The card's words; asOf is worded while prerendering, from the date the build fetched the stats. */
export type RepositoryStatsTexts = Omit<InterfaceText['repositoryStats'], 'asOf'> & { asOf: string };

interface RepositoryStatsCardProps {
  repositoryUrl?: string;
  prerendered?: PrerenderedStats;
  texts: RepositoryStatsTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
  icons: StatsIcons;
}

/** The icons of the stars, forks and last update (./drawnIcons.tsx). */
export interface StatsIcons {
  stars: ReactNode;
  forks: ReactNode;
  updated: ReactNode;
}

export function RepositoryStatsCard(props: RepositoryStatsCardProps) {
  return (
    <StatsErrorBoundary>
      <StatsCard {...props} />
    </StatsErrorBoundary>
  );
}

function StatsCard({ repositoryUrl, prerendered, texts, locale, icons }: RepositoryStatsCardProps) {
  const { stats, live } = useRepositoryStats(repositoryUrl, prerendered?.stats);
  if (!stats) return null;
  const asOf = !live && prerendered ? texts.asOf : '';
  const shares = languageShares(stats.languages, TOP_LANGUAGES);
  const updated = formatRepoDate(stats.updatedAt, locale);
  const facts = [
    { label: texts.stars, value: formatNumber(stats.stars, locale), icon: icons.stars },
    { label: texts.forks, value: formatNumber(stats.forks, locale), icon: icons.forks },
    ...(updated ? [{ label: texts.lastUpdated, value: updated, icon: icons.updated }] : []),
  ];
  return (
    <section className={card.card} aria-labelledby="repo-languages-heading" data-testid="repository-stats">
      <h3 id="repo-languages-heading" className={card.cardTitle}>
        {texts.heading}
      </h3>
      {asOf && <p className={styles.asOf}>{asOf}</p>}
      {shares.length > 0 && (
        <ul className={styles.languages}>
          {shares.map((share) => (
            <li key={share.name} className={styles.language}>
              <span className={styles.name}>{share.name}</span>
              <span className={styles.percentage}>{share.percentage.toFixed(1)}%</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${share.percentage}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.stats}>
        {facts.map(({ label, value, icon }) => (
          <div key={label}>
            <dt>
              {icon} {label}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
