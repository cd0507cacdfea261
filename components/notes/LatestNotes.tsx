import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import { SectionHeader } from '@/components/home/SectionHeader';
import type { Note } from '@/lib/model/noteSchema';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { NOTES_ROUTE } from '@/lib/paths';
import { NoteList } from './NoteList';
import styles from './Notes.module.css';

// The home page shows the newest few; the rest are a click away.
const LATEST_COUNT = 3;

/** The home page's "Latest notes": the three newest, or nothing without notes. */
export function LatestNotes({ notes, texts, locale }: { notes: readonly Note[]; texts: InterfaceText['notes']; locale?: string }) {
  if (notes.length === 0) return null;
  return (
    <section className={styles.latest} aria-labelledby="latest-notes-title">
      <div className="container">
        <SectionHeader id="latest-notes-title" heading={texts.latestHeading} intro={texts.latestIntro} />
        <NoteList notes={notes.slice(0, LATEST_COUNT)} headingLevel={3} texts={texts} locale={locale} />
        <p className={styles.more}>
          <Link href={NOTES_ROUTE} prefetch={false}>
            {texts.allNotes} →
          </Link>
        </p>
      </div>
    </section>
  );
}
