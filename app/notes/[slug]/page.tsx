import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoteArticle } from '@/components/notes/NoteArticle';
import { NoteMeta } from '@/components/notes/NoteMeta';
import { NoteNeighbours } from '@/components/notes/NoteNeighbours';
import { SeriesNav } from '@/components/notes/SeriesNav';
import styles from '@/components/notes/Notes.module.css';
import { TableOfContents } from '@/components/notes/TableOfContents';
import { JsonLd } from '@/components/seo/JsonLd';
import { renderNote } from '@/lib/content/noteRender';
import { getNote, getNoteNeighbours, getNotes, getSeriesPlace, NO_NOTES_PLACEHOLDER } from '@/lib/content/notes';
import { integrations, language, ui } from '@/lib/content';
import { Comments } from '@/components/addOns/Comments';
import { presentParts } from '@/components/addOns/presentParts';
import { giscusThemeUrls } from '@/lib/seo/siteUrl';
import { commentsOn } from '@/lib/model/integrations';
import { asset, NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { noteSocialImage } from '@/lib/seo/socialImage';
import { notePageJsonLd } from '@/lib/seo/structuredData';

// Static export: one page per note; any other slug is an unknown path (404.html → redirect).
export const dynamicParams = false;

export function generateStaticParams() {
  const notes = getNotes();
  return notes.length ? notes.map((note) => ({ slug: note.slug })) : [{ slug: NO_NOTES_PLACEHOLDER }];
}

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const note = getNote((await params).slug);
  if (!note) return {};
  return pageMetadata({
    title: note.title,
    description: note.summary,
    path: `${NOTES_ROUTE}/${note.slug}`,
    // Drafts (dev server only) have no generated image.
    image: note.draft ? undefined : noteSocialImage(note.slug),
  });
}

export default async function NotePage({ params }: Props) {
  const note = getNote((await params).slug);
  if (!note) notFound();
  const { tree, toc } = await renderNote(note, ui.notes);
  const comments = commentsOn(integrations, 'notes');
  const place = getSeriesPlace(note.slug);
  return presentParts(
    <JsonLd data={notePageJsonLd(note, ui.notes.title)} />,
    <article className={`container ${styles.note}`} aria-labelledby="note-title">
      <header className={styles.noteHeader}>
        {note.draft && <p className={styles.draft}>{ui.notes.draft}</p>}
        <h1 id="note-title" className={styles.noteTitle}>
          {note.title}
        </h1>
        <NoteMeta note={note} texts={ui.notes} />
      </header>
      {note.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- a public file, exported as-is
        <img src={asset(note.cover)} alt={note.coverAlt ?? ''} className={styles.cover} />
      )}
      {place && <SeriesNav {...place} texts={ui.notes} />}
      <TableOfContents entries={toc} heading={ui.notes.contents} />
      <NoteArticle tree={tree} ui={ui} />
      <NoteNeighbours {...getNoteNeighbours(note.slug)} texts={ui.notes} />
    </article>,
    comments && <Comments comments={comments} lang={language.tag} texts={ui.addOns} themes={giscusThemeUrls()} />,
  );
}
