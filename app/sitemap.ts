import type { MetadataRoute } from 'next';
import { navItems } from '@/lib/content';
import { getNotes } from '@/lib/content/notes';
import { getProjects } from '@/lib/content/projects';
import { NOTES_ROUTE } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site/siteUrl';

// Written to out/sitemap.xml at build time (static export).
export const dynamic = 'force-static';

/** Every route of the site, each project and published note included, as absolute URLs with the base path. */
export default function sitemap(): MetadataRoute.Sitemap {
  const notes = getNotes().filter((note) => !note.draft);
  const routes = [
    ...navItems.map((item) => item.id).filter((route) => route !== NOTES_ROUTE),
    ...getProjects().map((project) => `/projects/${project.id}`),
    ...(notes.length ? [NOTES_ROUTE] : []),
  ];
  return [
    ...routes.map((route) => ({ url: absoluteUrl(route) })),
    ...notes.map((note) => ({ url: absoluteUrl(`${NOTES_ROUTE}/${note.slug}`), lastModified: note.updated ?? note.date })),
  ];
}
