// The language dates and numbers are written in. A page passes its language's (localeOfBuild of
// its content) to the components that write them: one build serves every language with the same
// scripts. LOCALE is the default of the build's scripts that write one language's files (the
// résumé PDF: scripts/build/build.mjs sets NEXT_PUBLIC_LOCALE for them); a site in one language
// writes them the en-US way.
const ONE_LANGUAGE_LOCALE = 'en-US';
export const LOCALE: string = process.env.NEXT_PUBLIC_LOCALE || ONE_LANGUAGE_LOCALE;

// Each Intl formatter is made once per locale and style and kept: making one costs a browser
// milliseconds (about 6 ms on a phone with the CPU 4× slower, as `toLocaleString(locale)` and
// `toLocaleDateString(locale, …)` make one at every call), using one microseconds. The contact
// form writes its character count at every key.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function kept<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The ways the site writes a date, all in UTC so a date never drifts with the visitor's time zone. */
const DATE_STYLES = {
  /** "July 2025" */
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
  /** "March 4, 2025" */
  day: { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The date formatter of a locale and one of the site's date styles, made on first use. */
export function dateFormat(locale: string, style: keyof typeof DATE_STYLES): Intl.DateTimeFormat {
  return kept(`date ${style} ${locale}`, () => new Intl.DateTimeFormat(locale, DATE_STYLES[style]));
}

/** A number as the site's language writes it ("1,234", "1.234", "١٬٢٣٤"). */
export function formatNumber(value: number, locale = LOCALE): string {
  return kept(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/**
 * The locale a language's pages write in, from that language's content (lib/content): its own
 * tag on a site in several languages, en-US on a one-language site.
 */
export function localeOfBuild(content: { language: { tag: string }; siteLanguages: readonly unknown[] }): string {
  return content.siteLanguages.length > 0 ? content.language.tag : ONE_LANGUAGE_LOCALE;
}
