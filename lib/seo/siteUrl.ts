// Absolute URLs of the deployed site, for canonical links, Open Graph, the sitemap and JSON-LD.
import 'server-only';
import type { LoadedContent } from '@/lib/content';
import { basePath } from '../paths';
import { giscusThemePath, type GiscusShade } from '../theme/giscusTheme';

/**
 * Joins the site address, the base path and a path. Routes get the trailing slash the export
 * uses (next.config.ts: trailingSlash), files keep their name: "/about" → ".../about/",
 * "/og/home.png" → ".../og/home.png". A site address that already ends with the base path
 * (e.g. SITE_URL=https://you.github.io/portfolio) does not get it twice.
 */
export function joinSiteUrl(siteUrl: string, base: string, path: string): string {
  const origin = siteUrl.trim().replace(/\/+$/, '');
  const prefix = base && !origin.endsWith(base) ? base : '';
  const clean = path.startsWith('/') ? path : `/${path}`;
  const lastSegment = clean.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const isFile = lastSegment.includes('.');
  const withSlash = isFile || clean.endsWith('/') ? clean : `${clean}/`;
  return `${origin}${prefix}${withSlash}`;
}

/**
 * Whether an address is the placeholder a new site starts from (example.com, .net or .org, the
 * names reserved for examples) rather than one the site is served at: nothing can be fetched there.
 */
export function isPlaceholderAddress(siteUrl: string): boolean {
  return /^example\.(?:com|net|org)$/i.test(new URL(siteUrl).hostname);
}

/**
 * The absolute URLs of the comments frame's stylesheets in the site's colours (giscus, on another
 * site, fetches them from this one); none while the site has no address of its own.
 */
export function giscusThemeUrls(c: LoadedContent): Record<GiscusShade, string> | undefined {
  if (isPlaceholderAddress(c.site.url)) return undefined;
  return { light: fileUrl(c, giscusThemePath('light')), dark: fileUrl(c, giscusThemePath('dark')) };
}

/**
 * The absolute URL of a route in the content's language ( "/about" → ".../es/about/"), or of
 * a file each language has its own copy of (the social images, the résumé PDF and resume.json:
 * scripts/build/build.mjs writes them into the language's folder).
 */
export function absoluteUrl({ site, language }: LoadedContent, path: string): string {
  return joinSiteUrl(site.url, `${basePath}${language.prefix}`, path);
}

/** The absolute URL of a file in public/, shared by every language. */
export function fileUrl({ site }: LoadedContent, path: string): string {
  return joinSiteUrl(site.url, basePath, path);
}

/** The absolute URL of a route in a language of the site (prefix "" or "/es"). */
export function languageUrl({ site }: LoadedContent, prefix: string, path: string): string {
  return joinSiteUrl(site.url, `${basePath}${prefix}`, path);
}
