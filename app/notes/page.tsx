import { notFound } from 'next/navigation';
import { NoteList } from '@/components/notes/NoteList';
import { TagNav } from '@/components/notes/TagNav';
import styles from '@/components/notes/Notes.module.css';
import { PageHeader } from '@/components/ui/PageHeader';
import { getNotes, getNoteTags } from '@/lib/content/notes';
import { ui } from '@/lib/content';
import { NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata = pageMetadata({ title: ui.notes.title, description: ui.notes.intro, path: NOTES_ROUTE });

export default function NotesPage() {
  const notes = getNotes();
  // Without notes this page is an unknown path (the postbuild removes it from the export).
  if (notes.length === 0) notFound();
  return (
    <>
      <PageHeader title={ui.notes.title} intro={ui.notes.intro} />
      <div className={`container ${styles.body}`}>
        <TagNav tags={getNoteTags()} texts={ui.notes} />
        <NoteList notes={notes} texts={ui.notes} />
      </div>
    </>
  );
}
