import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Note } from '@/lib/model/noteSchema';
import { seriesPath, type NoteSeries } from '@/lib/model/noteSeries';
import { NOTES_ROUTE } from '@/lib/paths';
import { formatText } from '@/lib/format/text';
import styles from './Notes.module.css';

interface SeriesNavProps {
  series: NoteSeries;
  /** The note's place in the series, from 1. */
  part: number;
  previous?: Note;
  next?: Note;
  texts: InterfaceText['notes'];
}

/** "Part n of m of the series …" (a link to the series' page) and the parts before and after. Plain links: no script. */
export function SeriesNav({ series, part, previous, next, texts }: SeriesNavProps) {
  const label = formatText(texts.seriesPart, { part, total: series.parts.length, series: series.name });
  return (
    <nav aria-label={formatText(texts.seriesTitle, { series: series.name })} className={styles.series}>
      <Link href={seriesPath(series.slug)} prefetch={false} className={styles.seriesPart}>
        {label}
      </Link>
      {(previous || next) && (
        <ul className={styles.seriesLinks}>
          {previous && (
            <li>
              <Link href={`${NOTES_ROUTE}/${previous.slug}`} prefetch={false}>
                ← {texts.seriesPrevious}: {previous.title}
              </Link>
            </li>
          )}
          {next && (
            <li>
              <Link href={`${NOTES_ROUTE}/${next.slug}`} prefetch={false}>
                {texts.seriesNext}: {next.title} →
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}
