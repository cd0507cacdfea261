// The language dates and numbers are written in, for server and browser code alike. A site in
// several languages builds each language with its own (scripts/build/build.mjs sets
// NEXT_PUBLIC_LOCALE, which Next inlines at build time); a site in one language writes them the
// en-US way.
export const LOCALE: string = process.env.NEXT_PUBLIC_LOCALE || 'en-US';

/** A number as the site's language writes it ("1,234", "1.234", "١٬٢٣٤"). */
export function formatNumber(value: number, locale = LOCALE): string {
  return value.toLocaleString(locale);
}
