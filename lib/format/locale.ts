// The language dates and numbers are written in, for server and browser code alike. A site in
// several languages builds each language with its own (scripts/build/build.mjs sets
// NEXT_PUBLIC_LOCALE, which Next inlines at build time); a site in one language writes them the
// en-US way.
const ONE_LANGUAGE_LOCALE = 'en-US';
export const LOCALE: string = process.env.NEXT_PUBLIC_LOCALE || ONE_LANGUAGE_LOCALE;

/** A number as the site's language writes it ("1,234", "1.234", "١٬٢٣٤"). */
export function formatNumber(value: number, locale = LOCALE): string {
  return value.toLocaleString(locale);
}

/**
 * The locale the build of one language writes in, from that language's content (lib/content):
 * its own tag on a site in several languages, en-US on a one-language site. For code outside a
 * build (the tests) that reads what a build wrote.
 */
export function localeOfBuild(content: { language: { tag: string }; siteLanguages: readonly unknown[] }): string {
  return content.siteLanguages.length > 0 ? content.language.tag : ONE_LANGUAGE_LOCALE;
}
