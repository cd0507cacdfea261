import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotesListView } from '@/components/notes/NotesListView';
import { getNotes, getNoteTags, laterNotesPages, notesPage } from '@/lib/content/notes';
import { ui } from '@/lib/content';
import { NOTES_ROUTE } from '@/lib/paths';
import { NO_PAGE_PLACEHOLDER, pageHref } from '@/lib/paths/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatText } from '@/lib/format/text';

// Static export: the older notes, one prerendered page per notesPerPage notes after the first.
export const dynamicParams = false;

export function generateStaticParams() {
  const pages = laterNotesPages(getNotes());
  return (pages.length ? pages : [NO_PAGE_PLACEHOLDER]).map((page) => ({ page }));
}

interface Props {
  params: Promise<{ page: string }>;
}

const find = async (params: Props['params']) => notesPage(getNotes(), Number((await params).page));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(params);
  if (!found) return {};
  return pageMetadata({
    title: `${ui.notes.title} · ${formatText(ui.notes.pageNumber, { page: found.page, total: found.total })}`,
    description: ui.notes.intro,
    path: pageHref(NOTES_ROUTE, found.page),
  });
}

export default async function NotesListPage({ params }: Props) {
  const found = await find(params);
  if (!found) notFound();
  return <NotesListView title={ui.notes.title} intro={ui.notes.intro} tags={getNoteTags()} base={NOTES_ROUTE} texts={ui.notes} {...found} />;
}
