import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { Note } from '@/lib/model/noteSchema';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { NOTES_ROUTE } from '@/lib/paths';
import styles from './Notes.module.css';

/** Links to the newer and the older note, when there are any. */
interface NoteNeighboursProps {
  newer?: Note;
  older?: Note;
  texts: InterfaceText['notes'];
}

export function NoteNeighbours({ newer, older, texts }: NoteNeighboursProps) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={texts.aroundLabel} className={styles.neighbours}>
      {older && (
        <Link href={`${NOTES_ROUTE}/${older.slug}`} prefetch={false} rel="prev" className={styles.neighbour}>
          <span className={styles.neighbourLabel}>← {texts.older}</span>
          {older.title}
        </Link>
      )}
      {newer && (
        <Link href={`${NOTES_ROUTE}/${newer.slug}`} prefetch={false} rel="next" className={`${styles.neighbour} ${styles.newer}`}>
          <span className={styles.neighbourLabel}>{texts.newer} →</span>
          {newer.title}
        </Link>
      )}
    </nav>
  );
}
