import type { MetadataRoute } from 'next';
import { contentIn } from '@/lib/content';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';
import { getNotes, getSeries } from '@/lib/content/notes';
import { seriesPath } from '@/lib/model/noteSeries';
import { getProjects } from '@/lib/content/projects';
import { hasPublications } from '@/lib/content/publicationPages';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { NOTES_ROUTE } from '@/lib/paths';
import { alternateLanguages } from '@/lib/seo/metadata';
import { absoluteUrl, languageUrl } from '@/lib/seo/siteUrl';

// Written to out/sitemap.xml at build time (static export). A site in several languages lists
// every language's pages here, each with its alternates.
export const dynamic = 'force-static';

/** Every route of the site, each project and published note included, as absolute URLs with the base path. */
export default function sitemap(): MetadataRoute.Sitemap {
  const c = contentIn(defaultLanguageCode);
  const { navItems, siteLanguages } = c;
  const notes = getNotes(c).filter((note) => !note.draft);
  const routes = [
    ...navItems.map((item) => item.id).filter((route) => route !== NOTES_ROUTE && route !== PUBLICATIONS_ROUTE),
    ...getProjects(c).map((project) => `/projects/${project.id}`),
    ...(notes.length ? [NOTES_ROUTE] : []),
    ...(hasPublications(c) ? [PUBLICATIONS_ROUTE] : []),
    ...getSeries(c).map((series) => seriesPath(series.slug)),
  ];
  if (siteLanguages.length === 0) {
    return [
      ...routes.map((route) => ({ url: absoluteUrl(c, route) })),
      ...notes.map((note) => ({ url: absoluteUrl(c, `${NOTES_ROUTE}/${note.slug}`), lastModified: note.updated ?? note.date })),
    ];
  }
  // The notes list and the series differ by language: each language lists its own.
  const sharedRoutes = routes.filter((route) => route !== NOTES_ROUTE && !route.startsWith(`${NOTES_ROUTE}/`));
  return siteLanguages.flatMap((language) => [
    ...sharedRoutes.map((route) => ({ url: languageUrl(c, language.prefix, route), alternates: { languages: alternateLanguages(c, route) } })),
    // Its notes list, notes, later pages of the notes, tag and series pages: each with the languages that have it too.
    ...[...(language.noteSlugs.length ? [NOTES_ROUTE] : []), ...language.noteSlugs.map((slug) => `${NOTES_ROUTE}/${slug}`), ...language.notesLists].map((path) => ({
      url: languageUrl(c, language.prefix, path),
      alternates: { languages: alternateLanguages(c, path) },
    })),
  ]);
}
