// The giscus comments frame, spoken to the way giscus's own widget does: the frame's address
// carries the settings, the session and the theme; a message with setConfig changes the theme
// later; the frame reports its height and its errors by message. Written here rather than loading
// giscus's client script (which would need script-src and style-src for its host on every page
// with comments) or its web component (a framework of its own for one iframe).
import type { Comments } from '@/lib/model/integrations';
import type { Theme } from '@/components/layout/theme';

/**
 * What the frame needs of the owner's settings, the site's language and, when the site has an
 * address of its own, the absolute URL of its stylesheet for each theme (giscus's built-in light
 * and dark without).
 */
export type GiscusSettings = Pick<Comments, 'host' | 'repo' | 'repoId' | 'category' | 'categoryId' | 'mapping' | 'reactions'> & {
  lang: string;
  themes?: Readonly<Record<Theme, string>>;
};

/** The theme giscus is given: the site's stylesheet of that theme, else giscus's own of that name. */
export const giscusTheme = (settings: Pick<GiscusSettings, 'themes'>, theme: Theme): string => settings.themes?.[theme] ?? theme;

/** giscus's language for the site's: the language alone, but for the two Chinese it tells apart. */
export function giscusLang(tag: string): string {
  return /^zh-(CN|TW)$/i.test(tag) ? `zh-${tag.slice(3).toUpperCase()}` : (tag.split('-')[0] ?? 'en').toLowerCase();
}

/** Where the sign-in session giscus hands back is kept between pages, as giscus's widget keeps it. */
export const GISCUS_SESSION_KEY = 'giscus-session';
const SESSION_PARAM = 'giscus';
/** A session as giscus writes it: URL-safe text; anything else read back from the browser is dropped. */
const SESSION = /^[\w.~-]{1,2000}$/;

/** What the page tells the frame about itself. */
export interface PageFacts {
  href: string;
  title: string;
  ogTitle: string;
  description: string;
}

/** The page address without the session parameter giscus's sign-in adds. */
export function cleanedUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(SESSION_PARAM);
  return url.toString();
}

/** How the frame finds this page's discussion. */
export function giscusTerm(mapping: GiscusSettings['mapping'], page: PageFacts): string {
  switch (mapping) {
    case 'url':
      return cleanedUrl(page.href);
    case 'title':
      return page.title;
    case 'og:title':
      return page.ogTitle;
    case 'pathname': {
      const { pathname } = new URL(page.href);
      return pathname.length < 2 ? 'index' : pathname.slice(1).replace(/\.\w+$/, '');
    }
  }
}

export function giscusFrameUrl(settings: GiscusSettings, page: PageFacts, theme: Theme, session: string): string {
  const origin = cleanedUrl(page.href);
  const params = new URLSearchParams({
    origin,
    session,
    repo: settings.repo,
    repoId: settings.repoId,
    category: settings.category,
    categoryId: settings.categoryId,
    term: giscusTerm(settings.mapping, page),
    number: '',
    strict: '0',
    reactionsEnabled: settings.reactions ? '1' : '0',
    emitMetadata: '0',
    inputPosition: 'bottom',
    theme: giscusTheme(settings, theme),
    description: page.description,
    backLink: origin,
  });
  return `${settings.host}/${encodeURIComponent(settings.lang)}/widget?${params}`;
}

/** The message that shows the frame in another theme. */
export const themeMessage = (settings: Pick<GiscusSettings, 'themes'>, theme: Theme) => ({ giscus: { setConfig: { theme: giscusTheme(settings, theme) } } });

/**
 * The session to open the frame with: one just handed back in the address (then kept, and taken
 * out of the address), else the kept one; nothing that is not a session.
 */
export function readSession(href: string, stored: string | null): { session: string; keep?: string; cleanHref?: string } {
  const fromUrl = new URL(href).searchParams.get(SESSION_PARAM) ?? '';
  if (SESSION.test(fromUrl)) return { session: fromUrl, keep: JSON.stringify(fromUrl), cleanHref: cleanedUrl(href) };
  try {
    const kept: unknown = stored === null ? '' : JSON.parse(stored);
    return { session: typeof kept === 'string' && SESSION.test(kept) ? kept : '' };
  } catch {
    return { session: '' };
  }
}

/** A message from the frame, as far as the page uses it: its height, or an error that ends the session. */
export function frameMessage(data: unknown): { height?: number; sessionExpired?: boolean } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const giscus = (data as { giscus?: unknown }).giscus;
  if (typeof giscus !== 'object' || giscus === null) return undefined;
  const { resizeHeight, error } = giscus as { resizeHeight?: unknown; error?: unknown };
  const height = typeof resizeHeight === 'number' && Number.isFinite(resizeHeight) && resizeHeight > 0 ? Math.min(resizeHeight, 100_000) : undefined;
  const sessionExpired = typeof error === 'string' && /Bad credentials|Invalid state value|State has expired/.test(error);
  return { ...(height && { height }), ...(sessionExpired && { sessionExpired }) };
}
