import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotesListView } from '@/components/notes/NotesListView';
import { getNoteTags, getNotesTagged, laterNotesPages, NO_NOTES_PLACEHOLDER, notesPage } from '@/lib/content/notes';
import { ui } from '@/lib/content';
import { NOTES_ROUTE } from '@/lib/paths';
import { NO_PAGE_PLACEHOLDER, pageHref } from '@/lib/paths/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatText } from '@/lib/format/text';

// Static export: a tag's older notes, one prerendered page per notesPerPage notes after the first.
export const dynamicParams = false;

export function generateStaticParams() {
  const tags = getNoteTags();
  const params = tags.flatMap(({ slug }) => laterNotesPages(getNotesTagged(slug)).map((page) => ({ tag: slug, page })));
  return params.length ? params : [{ tag: tags[0]?.slug ?? NO_NOTES_PLACEHOLDER, page: NO_PAGE_PLACEHOLDER }];
}

interface Props {
  params: Promise<{ tag: string; page: string }>;
}

async function find(params: Props['params']) {
  const { tag: slug, page } = await params;
  const tag = getNoteTags().find((t) => t.slug === slug);
  const found = tag && notesPage(getNotesTagged(tag.slug), Number(page));
  return tag && found && { tag, ...found, base: `${NOTES_ROUTE}/tag/${tag.slug}` };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await find(params);
  if (!found) return {};
  return pageMetadata({
    title: `${formatText(ui.notes.tagged, { tag: found.tag.tag })} · ${formatText(ui.notes.pageNumber, { page: found.page, total: found.total })}`,
    description: formatText(ui.notes.taggedIntro, { count: found.tag.count }),
    path: pageHref(found.base, found.page),
  });
}

export default async function NotesTagListPage({ params }: Props) {
  const found = await find(params);
  if (!found) notFound();
  const { tag, ...page } = found;
  return (
    <NotesListView
      title={formatText(ui.notes.tagged, { tag: tag.tag })}
      intro={formatText(ui.notes.taggedIntro, { count: tag.count })}
      tags={getNoteTags()}
      currentTag={tag.slug}
      texts={ui.notes}
      {...page}
    />
  );
}
