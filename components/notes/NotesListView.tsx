import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Note } from '@/lib/model/noteSchema';
import { PageHeader } from '@/components/ui/PageHeader';
import { NoteList } from './NoteList';
import { NotePagination } from './NotePagination';
import { TagNav } from './TagNav';
import styles from './Notes.module.css';

interface NotesListViewProps {
  title: string;
  intro: string;
  tags: ReadonlyArray<{ tag: string; slug: string; count: number }>;
  /** The tag whose list this is; none on the list of all notes. */
  currentTag?: string;
  /** The notes of this page, newest first. */
  notes: readonly Note[];
  /** The list's own address (its first page), for the links between its pages. */
  base: string;
  page: number;
  total: number;
  texts: InterfaceText['notes'];
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/** A page of a list of notes (all of them, or one tag's): the tag filter, the notes, the page links. */
export function NotesListView({ title, intro, tags, currentTag, notes, base, page, total, texts, locale }: NotesListViewProps) {
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <div className={`container ${styles.body}`}>
        <TagNav tags={tags} current={currentTag} texts={texts} />
        <NoteList notes={notes} currentTag={currentTag} texts={texts} locale={locale} />
        <NotePagination base={base} page={page} total={total} texts={texts} />
      </div>
    </>
  );
}
