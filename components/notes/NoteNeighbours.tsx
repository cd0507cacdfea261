import Link from 'next/link';
import type { Note } from '@/lib/content/noteFiles';
import { NOTES_ROUTE, noteTexts } from '@/lib/content/noteTexts';
import styles from './Notes.module.css';

/** Links to the newer and the older note, when there are any. */
export function NoteNeighbours({ newer, older }: { newer?: Note; older?: Note }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={noteTexts.aroundLabel} className={styles.neighbours}>
      {older && (
        <Link href={`${NOTES_ROUTE}/${older.slug}`} prefetch={false} rel="prev" className={styles.neighbour}>
          <span className={styles.neighbourLabel}>← {noteTexts.older}</span>
          {older.title}
        </Link>
      )}
      {newer && (
        <Link href={`${NOTES_ROUTE}/${newer.slug}`} prefetch={false} rel="next" className={`${styles.neighbour} ${styles.newer}`}>
          <span className={styles.neighbourLabel}>{noteTexts.newer} →</span>
          {newer.title}
        </Link>
      )}
    </nav>
  );
}
