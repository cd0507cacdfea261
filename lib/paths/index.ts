// The base path the site is deployed under ("" at a domain root, "/repo" on a GitHub Pages sub-path).
// next.config.ts inlines it at build time.
export const basePath: string = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The base path written one way: "/portfolio" however it was given ("portfolio", "/portfolio/"),
 * "" for the domain root. The build environment's schema applies it to BASE_PATH (the local server
 * and the checks read it there) and next.config.ts to what it gives Next.
 */
export function normaliseBasePath(value: string | undefined): string {
  const inner = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}` : '';
}

/**
 * The URL of a route or a file each language has its own of (the search page and index, the
 * résumé PDF and resume.json) for a plain <a href> or fetch, in the language of `prefix` ("" for
 * the default language, "/es"): the base path, the prefix, the path.
 */
export function routeUrl(prefix: string, path: string): string {
  return asset(`${prefix}${path.startsWith('/') ? path : `/${path}`}`);
}

/** A site path in the language of `prefix` ("/about" → "/es/about"); other addresses (another site, a #fragment) as they are. */
export function inLanguage(prefix: string, href: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  return `${prefix}${href}`;
}

/** A page's route within its language: "/es/about/" → "/about/" for prefix "/es". */
export function withoutLanguage(prefix: string, pathname: string): string {
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

/** The owner's résumé as a JSON Resume (jsonresume.org), written into public/ by the build. */
export const RESUME_JSON_FILE = '/resume.json';

/** The route of the notes list; add { id: '/notes', label: 'Notes', icon: 'notebook' } to
 * navItems in content/navigation.ts to show it in the top navigation. */
export const NOTES_ROUTE = '/notes';

/** The search page: every page listed, and the search dialog opened with its ?q= query. */
export const SEARCH_ROUTE = '/search';

/**
 * The URL of a file in public/, with the base path applied. next/link and next/image add the base
 * path themselves; plain <a href>, <img src> and CSS URLs of public files must come through here.
 */
export function asset(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  return `${basePath}${clean}`;
}

/** True when `pathname` (without base path) is `route` or, for non-root routes, below it. */
export function isActiveRoute(pathname: string, route: string): boolean {
  const path = stripTrailingSlash(pathname);
  const target = stripTrailingSlash(route);
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

function stripTrailingSlash(path: string): string {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return path || '/';
}
