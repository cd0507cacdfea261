import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { tagSlug, type Note } from '@/lib/model/noteSchema';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { formatDay } from '@/lib/format/dates';
import { NOTES_ROUTE } from '@/lib/paths';
import styles from './Notes.module.css';
import { formatText } from '@/lib/format/text';

/** Date (and last update), reading time and tags of a note; each tag links to its notes. */
export function NoteMeta({ note, currentTag, texts, locale }: { note: Note; currentTag?: string; texts: InterfaceText['notes']; locale?: string }) {
  return (
    <div className={styles.meta}>
      <p className={styles.facts}>
        <time dateTime={note.date}>{formatDay(note.date, locale)}</time>
        {note.updated && (
          <span>
            {texts.updated} <time dateTime={note.updated}>{formatDay(note.updated, locale)}</time>
          </span>
        )}
        <span>{formatText(texts.minRead, { minutes: note.readingMinutes })}</span>
      </p>
      <ul className={styles.tags} aria-label={texts.noteTagsLabel}>
        {note.tags.map((tag) => (
          <li key={tag}>
            <Link
              href={`${NOTES_ROUTE}/tag/${tagSlug(tag)}`}
              prefetch={false}
              className={styles.tag}
              aria-current={currentTag === tagSlug(tag) ? 'page' : undefined}
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
