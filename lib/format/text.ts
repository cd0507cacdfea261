// Small text helpers shared by the server, the browser and the build: language tags, interface
// text templates, initials.

/** The site's locale is written the Open Graph way ("en_US", content/site.ts); HTML's lang attribute
 * and the feed's <language> want a BCP 47 tag: "en_US" → "en-US" ("-" already there stays). */
export function languageTag(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}

// Interface texts with a number or a name in them are plain strings with {placeholders}, or a pair
// { one, other } chosen by {count}: data that prints as JSON and can be sent to the browser.

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a text uses: "at most {max} ({count})" → ["max", "count"]. */
export function placeholdersOf(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** The text with each {name} replaced by its value; a name without a value stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A text that reads differently for exactly one: `one` for a count of 1, `other` for the rest. */
export interface CountedText {
  one: string;
  other: string;
}

/** An interface text filled in: a template's {placeholders} replaced, a counted text's form picked
 * by `count` first. "{count} min read" with { count: 3 } → "3 min read". */
export function formatText(text: string | CountedText, values: Readonly<Record<string, string | number>>): string {
  const template = typeof text === 'string' ? text : values.count === 1 ? text.one : text.other;
  return fillTemplate(template, values);
}

/** The letter shown in place of a missing avatar: the name's first character, upper-cased. */
export function initialOf(name: string): string {
  const [first = '?'] = Array.from(name.trim());
  return first.toLocaleUpperCase();
}

/**
 * A control character: C0 but tab, line feed and carriage return, DEL, and C1. XML cannot carry the
 * C0 ones (one in a title makes the whole feed unreadable) and none of them shows as anything; they
 * come in through a YAML or string escape such as "\a" or "\x1B".
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** Whether a text holds a control character (tabs and new lines are text). */
export function hasControlCharacter(text: string): boolean {
  return text.search(CONTROL_CHARACTERS) >= 0;
}

/** What a content check says of a text with a control character. */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain a control character (a YAML or string escape such as "\\a" or "\\x1B"?)';

/** The text without its control characters. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}
