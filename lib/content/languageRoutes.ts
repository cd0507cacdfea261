// The languages one build renders: the default at the site root (app/(default)/), every other under
// /{code}/ (app/[lang]/, whose pages static export prerenders from these params).
import 'server-only';
import { contentIn, defaultLanguageCode, languageCodes, type LoadedContent } from './index';
import { setPagePrefix } from './pageLanguage';

/**
 * Static export refuses a dynamic route without a page: a site in one language gives app/[lang]/
 * this one placeholder language, whose pages render nothing and which scripts/build/build.mjs
 * removes from the export.
 */
export const NO_LANGUAGES_PLACEHOLDER = 'no-languages';

/** The params of app/[lang]/: every language but the default, or the placeholder. */
export function otherLanguageParams(): Array<{ lang: string }> {
  const others = languageCodes.filter((code) => code !== defaultLanguageCode);
  return (others.length ? others : [NO_LANGUAGES_PLACEHOLDER]).map((lang) => ({ lang }));
}

/**
 * A route's content in its language; undefined for the placeholder language, whose pages are
 * empty. Called as a layout or page starts rendering, it sets the page's language for the links
 * below it (./pageLanguage.ts).
 */
export function routeContent(lang: string): LoadedContent | undefined {
  if (lang === NO_LANGUAGES_PLACEHOLDER) return undefined;
  const c = contentIn(lang);
  setPagePrefix(c.language.prefix);
  return c;
}

export { defaultLanguageCode };
