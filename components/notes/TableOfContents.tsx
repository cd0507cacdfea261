import type { TocEntry } from '@/lib/model/noteSchema';
import styles from './Notes.module.css';

// A short note reads fine without one.
const MIN_SECTIONS = 3;

/** Links to the sections of a note with three or more of them. */
export function TableOfContents({ entries, heading }: { entries: readonly TocEntry[]; heading: string }) {
  if (entries.length < MIN_SECTIONS) return null;
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <h2 id="toc-heading" className={styles.tocHeading}>
        {heading}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
