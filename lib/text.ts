// Small text helpers shared by the server, the browser and the build: language tags, interface
// text templates, initials.

/** The site's locale is written the Open Graph way ("en_US", content/site.ts); HTML's lang attribute
 * and the feed's <language> want a BCP 47 tag: "en_US" → "en-US" ("-" already there stays). */
export function languageTag(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}

// Interface texts that the browser completes while the visitor types (the contact form's length
// errors) are plain strings with {placeholders}: a function cannot be sent to the browser.

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a text uses: "at most {max} ({count})" → ["max", "count"]. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** The text with each {name} replaced by its value; a name without a value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The letter shown in place of a missing avatar: the name's first character, upper-cased. */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase();
}
