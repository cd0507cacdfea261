import { notFound } from 'next/navigation';
import { NotesListView } from '@/components/notes/NotesListView';
import { getNotes, getNoteTags, notesPage } from '@/lib/content/notes';
import { ui } from '@/lib/content';
import { NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({ title: ui.notes.title, description: ui.notes.intro, path: NOTES_ROUTE });

export default function NotesPage() {
  const first = notesPage(getNotes(), 1);
  // Without notes this page is an unknown path (the postbuild removes it from the export).
  if (!first || first.notes.length === 0) notFound();
  return <NotesListView title={ui.notes.title} intro={ui.notes.intro} tags={getNoteTags()} base={NOTES_ROUTE} texts={ui.notes} {...first} />;
}
