import type { MetadataRoute } from 'next';
import { navItems, siteLanguages } from '@/lib/content';
import { getNotes, getSeries } from '@/lib/content/notes';
import { seriesPath } from '@/lib/model/noteSeries';
import { getProjects } from '@/lib/content/projects';
import { hasPublications } from '@/lib/content/publicationPages';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { NOTES_ROUTE } from '@/lib/paths';
import { alternateLanguages } from '@/lib/seo/metadata';
import { absoluteUrl, languageUrl } from '@/lib/seo/siteUrl';

// Written to out/sitemap.xml at build time (static export). A site in several languages lists
// every language's pages here, each with its alternates (the other languages' sitemaps are not kept).
export const dynamic = 'force-static';

/** Every route of the site, each project and published note included, as absolute URLs with the base path. */
export default function sitemap(): MetadataRoute.Sitemap {
  const notes = getNotes().filter((note) => !note.draft);
  const routes = [
    ...navItems.map((item) => item.id).filter((route) => route !== NOTES_ROUTE && route !== PUBLICATIONS_ROUTE),
    ...getProjects().map((project) => `/projects/${project.id}`),
    ...(notes.length ? [NOTES_ROUTE] : []),
    ...(hasPublications() ? [PUBLICATIONS_ROUTE] : []),
    ...getSeries().map((series) => seriesPath(series.slug)),
  ];
  if (siteLanguages.length === 0) {
    return [
      ...routes.map((route) => ({ url: absoluteUrl(route) })),
      ...notes.map((note) => ({ url: absoluteUrl(`${NOTES_ROUTE}/${note.slug}`), lastModified: note.updated ?? note.date })),
    ];
  }
  // The notes list and the series are the ones of this build's language: each language lists its own.
  const sharedRoutes = routes.filter((route) => route !== NOTES_ROUTE && !route.startsWith(`${NOTES_ROUTE}/`));
  return siteLanguages.flatMap((language) => [
    ...sharedRoutes.map((route) => ({ url: languageUrl(language.prefix, route), alternates: { languages: alternateLanguages(route) } })),
    // Its notes list, notes, later pages of the notes, tag and series pages: each with the languages that have it too.
    ...[...(language.noteSlugs.length ? [NOTES_ROUTE] : []), ...language.noteSlugs.map((slug) => `${NOTES_ROUTE}/${slug}`), ...language.notesLists].map((path) => ({
      url: languageUrl(language.prefix, path),
      alternates: { languages: alternateLanguages(path) },
    })),
  ]);
}
