// A note of a language.
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
import { routeContent } from '@/lib/content/languageRoutes';
import { Comments } from '@/components/addOns/Comments';
import { presentParts } from '@/components/addOns/presentParts';
import { giscusThemeUrls } from '@/lib/seo/siteUrl';
import { commentsOn } from '@/lib/model/integrations';
import { localeOfBuild } from '@/lib/format/locale';
import { asset, NOTES_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { noteSocialImage } from '@/lib/seo/socialImage';
import { notePageJsonLd } from '@/lib/seo/structuredData';

/** One page per note of the language. */
export function noteParams(lang: string): Array<{ slug: string }> {
  const c = routeContent(lang);
  const notes = c ? getNotes(c) : [];
  return notes.length ? notes.map((note) => ({ slug: note.slug })) : [{ slug: NO_NOTES_PLACEHOLDER }];
}

export function noteMetadata(lang: string, slug: string): Metadata {
  const c = routeContent(lang);
  const note = c && getNote(c, slug);
  if (!c || !note) return {};
  return pageMetadata(c, {
    title: note.title,
    description: note.summary,
    path: `${NOTES_ROUTE}/${note.slug}`,
    // Drafts (dev server only) have no generated image.
    image: note.draft ? undefined : noteSocialImage(note.slug),
  });
}

export async function NotePage({ lang, slug }: { lang: string; slug: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const note = getNote(c, slug);
  if (!note) notFound();
  const { integrations, language, ui } = c;
  const { tree, toc } = await renderNote(note, ui.notes);
  const comments = commentsOn(integrations, 'notes');
  const place = getSeriesPlace(c, note.slug);
  return presentParts(
    <JsonLd data={notePageJsonLd(c, note, ui.notes.title)} />,
    <article className={`container ${styles.note}`} aria-labelledby="note-title">
      <header className={styles.noteHeader}>
        {note.draft && <p className={styles.draft}>{ui.notes.draft}</p>}
        <h1 id="note-title" className={styles.noteTitle}>
          {note.title}
        </h1>
        <NoteMeta note={note} texts={ui.notes} locale={localeOfBuild(c)} />
      </header>
      {note.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- a public file, exported as-is
        <img src={asset(note.cover)} alt={note.coverAlt ?? ''} className={styles.cover} />
      )}
      {place && <SeriesNav {...place} texts={ui.notes} />}
      <TableOfContents entries={toc} heading={ui.notes.contents} />
      <NoteArticle tree={tree} ui={ui} />
      <NoteNeighbours {...getNoteNeighbours(c, note.slug)} texts={ui.notes} />
    </article>,
    comments && <Comments comments={comments} lang={language.tag} texts={ui.addOns} themes={giscusThemeUrls(c)} />,
  );
}
