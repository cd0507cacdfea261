import Link from 'next/link';
import { SectionHeader } from '@/components/home/SectionHeader';
import type { Note } from '@/lib/content/noteFiles';
import { NOTES_ROUTE, noteTexts } from '@/lib/content/noteTexts';
import { NoteList } from './NoteList';
import styles from './Notes.module.css';

// The home page shows the newest few; the rest are a click away.
const LATEST_COUNT = 3;

/** The home page's "Latest notes": the three newest, or nothing without notes. */
export function LatestNotes({ notes }: { notes: readonly Note[] }) {
  if (notes.length === 0) return null;
  return (
    <section className={styles.latest} aria-labelledby="latest-notes-title">
      <div className="container">
        <SectionHeader id="latest-notes-title" heading={noteTexts.latestHeading} intro={noteTexts.latestIntro} />
        <NoteList notes={notes.slice(0, LATEST_COUNT)} headingLevel={3} />
        <p className={styles.more}>
          <Link href={NOTES_ROUTE} prefetch={false}>
            {noteTexts.allNotes} →
          </Link>
        </p>
      </div>
    </section>
  );
}
