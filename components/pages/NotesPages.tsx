// The lists of a language's notes: the notes page, its later pages, a tag's pages and a series.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NotesListView } from '@/components/notes/NotesListView';
import { getNotes, getNoteTags, getNotesTagged, laterNotesPages, NO_NOTES_PLACEHOLDER, notesPage } from '@/lib/content/notes';
import { routeContent } from '@/lib/content/languageRoutes';
import type { LoadedContent } from '@/lib/content';
import { localeOfBuild } from '@/lib/format/locale';
import { formatText } from '@/lib/format/text';
import { NOTES_ROUTE } from '@/lib/paths';
import { NO_PAGE_PLACEHOLDER, pageHref } from '@/lib/paths/pagination';
import { pageMetadata } from '@/lib/seo/metadata';

/** The list's view in the language of `c`. */
function listView(c: LoadedContent, props: Omit<React.ComponentProps<typeof NotesListView>, 'tags' | 'texts' | 'locale'>) {
  return <NotesListView tags={getNoteTags(c)} texts={c.ui.notes} locale={localeOfBuild(c)} {...props} />;
}

export function notesMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.notes.title, description: c.ui.notes.intro, path: NOTES_ROUTE }) : {};
}

export function NotesPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const first = notesPage(c, getNotes(c), 1);
  // Without notes this page is an unknown path (the postbuild removes it from the export).
  if (!first || first.notes.length === 0) notFound();
  return listView(c, { title: c.ui.notes.title, intro: c.ui.notes.intro, base: NOTES_ROUTE, ...first });
}

/** The params of the notes' later pages ("2", "3"...). */
export function laterPageParams(lang: string): Array<{ page: string }> {
  const c = routeContent(lang);
  const pages = c ? laterNotesPages(c, getNotes(c)) : [];
  return (pages.length ? pages : [NO_PAGE_PLACEHOLDER]).map((page) => ({ page }));
}

const findPage = (lang: string, page: string) => {
  const c = routeContent(lang);
  const found = c && notesPage(c, getNotes(c), Number(page));
  return c && found && { c, found };
};

export function laterPageMetadata(lang: string, page: string): Metadata {
  const hit = findPage(lang, page);
  if (!hit) return {};
  const { c, found } = hit;
  return pageMetadata(c, {
    title: `${c.ui.notes.title} · ${formatText(c.ui.notes.pageNumber, { page: found.page, total: found.total })}`,
    description: c.ui.notes.intro,
    path: pageHref(NOTES_ROUTE, found.page),
  });
}

export function LaterNotesPage({ lang, page }: { lang: string; page: string }) {
  if (!routeContent(lang)) return null;
  const hit = findPage(lang, page);
  if (!hit) notFound();
  return listView(hit.c, { title: hit.c.ui.notes.title, intro: hit.c.ui.notes.intro, base: NOTES_ROUTE, ...hit.found });
}

/** The params of the tag pages. */
export function tagParams(lang: string): Array<{ tag: string }> {
  const c = routeContent(lang);
  const tags = c ? getNoteTags(c) : [];
  return tags.length ? tags.map(({ slug }) => ({ tag: slug })) : [{ tag: NO_NOTES_PLACEHOLDER }];
}

/** The params of a tag's later pages. */
export function tagPageParams(lang: string): Array<{ tag: string; page: string }> {
  const c = routeContent(lang);
  const tags = c ? getNoteTags(c) : [];
  const params = c ? tags.flatMap(({ slug }) => laterNotesPages(c, getNotesTagged(c, slug)).map((page) => ({ tag: slug, page }))) : [];
  return params.length ? params : [{ tag: tags[0]?.slug ?? NO_NOTES_PLACEHOLDER, page: NO_PAGE_PLACEHOLDER }];
}

function findTag(lang: string, slug: string, page: string) {
  const c = routeContent(lang);
  const tag = c && getNoteTags(c).find((t) => t.slug === slug);
  const found = c && tag && notesPage(c, getNotesTagged(c, tag.slug), Number(page));
  return c && tag && found && { c, tag, ...found, base: `${NOTES_ROUTE}/tag/${tag.slug}` };
}

export function tagMetadata(lang: string, slug: string, page = '1'): Metadata {
  const found = findTag(lang, slug, page);
  if (!found) return {};
  const { c, tag } = found;
  const title = formatText(c.ui.notes.tagged, { tag: tag.tag });
  return pageMetadata(c, {
    title: page === '1' ? title : `${title} · ${formatText(c.ui.notes.pageNumber, { page: found.page, total: found.total })}`,
    description: formatText(c.ui.notes.taggedIntro, { count: tag.count }),
    path: pageHref(found.base, found.page),
  });
}

export function TagPage({ lang, tag: slug, page = '1' }: { lang: string; tag: string; page?: string }) {
  if (!routeContent(lang)) return null;
  const found = findTag(lang, slug, page);
  if (!found) notFound();
  const { c, tag, ...list } = found;
  return listView(c, {
    title: formatText(c.ui.notes.tagged, { tag: tag.tag }),
    intro: formatText(c.ui.notes.taggedIntro, { count: tag.count }),
    currentTag: tag.slug,
    ...list,
  });
}
