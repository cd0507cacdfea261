import type { MetadataRoute } from 'next';
import { navItems } from '@/lib/content';
import { getProjects } from '@/lib/content/projects';
import { absoluteUrl } from '@/lib/site/siteUrl';

// Written to out/sitemap.xml at build time (static export).
export const dynamic = 'force-static';

/** Every route of the site, each project included, as absolute URLs with the base path. */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes = [...navItems.map((item) => item.id), ...getProjects().map((project) => `/projects/${project.id}`)];
  return routes.map((route) => ({ url: absoluteUrl(route) }));
}
