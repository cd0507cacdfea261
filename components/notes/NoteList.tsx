import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { Note } from '@/lib/model/noteSchema';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { NOTES_ROUTE } from '@/lib/paths';
import { NoteMeta } from './NoteMeta';
import styles from './Notes.module.css';

interface NoteListProps {
  notes: readonly Note[];
  /** The level of each note's title: 2 on a notes page, 3 inside a home section. */
  headingLevel?: 2 | 3;
  currentTag?: string;
  texts: InterfaceText['notes'];
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/** Notes as a list, in the order given: title (a link to the note), date, reading time, summary, tags. */
export function NoteList({ notes, headingLevel = 2, currentTag, texts, locale }: NoteListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={styles.list}>
      {notes.map((note) => (
        <li key={note.slug} className={styles.item}>
          <article className={styles.card} aria-labelledby={`note-${note.slug}`}>
            <Heading id={`note-${note.slug}`} className={styles.cardTitle}>
              <Link href={`${NOTES_ROUTE}/${note.slug}`} prefetch={false}>
                {note.title}
              </Link>
            </Heading>
            <p className={styles.summary}>{note.summary}</p>
            <NoteMeta note={note} currentTag={currentTag} texts={texts} locale={locale} />
          </article>
        </li>
      ))}
    </ol>
  );
}
