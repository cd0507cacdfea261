import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/notes/Notes.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { ui } from '@/lib/content';
import { getSeries, NO_SERIES_PLACEHOLDER } from '@/lib/content/notes';
import { seriesPath } from '@/lib/model/noteSeries';
import { NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatText } from '@/lib/format/text';

// Static export: one page per series, its parts in reading order.
export const dynamicParams = false;

export function generateStaticParams() {
  const series = getSeries();
  return series.length ? series.map(({ slug }) => ({ series: slug })) : [{ series: NO_SERIES_PLACEHOLDER }];
}

interface Props {
  params: Promise<{ series: string }>;
}

const findSeries = (slug: string) => getSeries().find((series) => series.slug === slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const series = findSeries((await params).series);
  if (!series) return {};
  return pageMetadata({
    title: formatText(ui.notes.seriesTitle, { series: series.name }),
    description: formatText(ui.notes.seriesIntro, { count: series.parts.length }),
    path: seriesPath(series.slug),
  });
}

export default async function NotesSeriesPage({ params }: Props) {
  const series = findSeries((await params).series);
  if (!series) notFound();
  return (
    <>
      <PageHeader title={formatText(ui.notes.seriesTitle, { series: series.name })} intro={formatText(ui.notes.seriesIntro, { count: series.parts.length })} />
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
