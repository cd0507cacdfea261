import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotesListView } from '@/components/notes/NotesListView';
import { getNoteTags, getNotesTagged, NO_NOTES_PLACEHOLDER, notesPage } from '@/lib/content/notes';
import { ui } from '@/lib/content';
import { NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatText } from '@/lib/format/text';

// Static export: one page per tag, the tag filter of the notes list.
export const dynamicParams = false;

export function generateStaticParams() {
  const tags = getNoteTags();
  return tags.length ? tags.map(({ slug }) => ({ tag: slug })) : [{ tag: NO_NOTES_PLACEHOLDER }];
}

interface Props {
  params: Promise<{ tag: string }>;
}

function findTag(slug: string) {
  return getNoteTags().find((tag) => tag.slug === slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = findTag((await params).tag);
  if (!tag) return {};
  return pageMetadata({ title: formatText(ui.notes.tagged, { tag: tag.tag }), description: formatText(ui.notes.taggedIntro, { count: tag.count }), path: `${NOTES_ROUTE}/tag/${tag.slug}` });
}

export default async function NotesTagPage({ params }: Props) {
  const tag = findTag((await params).tag);
  const first = tag && notesPage(getNotesTagged(tag.slug), 1);
  if (!tag || !first) notFound();
  return (
    <NotesListView
      title={formatText(ui.notes.tagged, { tag: tag.tag })}
      intro={formatText(ui.notes.taggedIntro, { count: tag.count })}
      tags={getNoteTags()}
      currentTag={tag.slug}
      base={`${NOTES_ROUTE}/tag/${tag.slug}`}
      texts={ui.notes}
      {...first}
    />
  );
}
