// A series of a language's notes: its parts in reading order.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/components/notes/Notes.module.css';
import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { PageHeader } from '@/components/ui/PageHeader';
import { getSeries, NO_SERIES_PLACEHOLDER } from '@/lib/content/notes';
import { routeContent } from '@/lib/content/languageRoutes';
import { seriesPath } from '@/lib/model/noteSeries';
import { NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatText } from '@/lib/format/text';

/** The params of the series pages. */
export function seriesParams(lang: string): Array<{ series: string }> {
  const c = routeContent(lang);
  const series = c ? getSeries(c) : [];
  return series.length ? series.map(({ slug }) => ({ series: slug })) : [{ series: NO_SERIES_PLACEHOLDER }];
}

function findSeries(lang: string, slug: string) {
  const c = routeContent(lang);
  const series = c && getSeries(c).find((candidate) => candidate.slug === slug);
  return c && series && { c, series };
}

export function seriesMetadata(lang: string, slug: string): Metadata {
  const found = findSeries(lang, slug);
  if (!found) return {};
  const { c, series } = found;
  return pageMetadata(c, {
    title: formatText(c.ui.notes.seriesTitle, { series: series.name }),
    description: formatText(c.ui.notes.seriesIntro, { count: series.parts.length }),
    path: seriesPath(series.slug),
  });
}

export function SeriesPage({ lang, series: slug }: { lang: string; series: string }) {
  if (!routeContent(lang)) return null;
  const found = findSeries(lang, slug);
  if (!found) notFound();
  const { c, series } = found;
  return (
    <>
      <PageHeader
        title={formatText(c.ui.notes.seriesTitle, { series: series.name })}
        intro={formatText(c.ui.notes.seriesIntro, { count: series.parts.length })}
      />
      <div className={`container ${styles.body}`}>
        <ol className={styles.seriesList}>
          {series.parts.map((note) => (
            <li key={note.slug}>
              <Link href={`${NOTES_ROUTE}/${note.slug}`} prefetch={false}>
                {note.title}
              </Link>
              <p className={styles.seriesSummary}>{note.summary}</p>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
