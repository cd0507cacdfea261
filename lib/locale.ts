// The site's locale is written the Open Graph way ("en_US", content/site.ts); HTML's lang
// attribute and the feed's <language> want a BCP 47 language tag ("en-US").

/** "en_US" → "en-US"; a tag already written with "-" stays as it is. */
export function languageTag(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}
