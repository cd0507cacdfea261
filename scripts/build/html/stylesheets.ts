// Which styles a page has at its first paint: the stylesheets its HTML links. The bundler gives
// each class of a CSS module a name of its own ("aB3dE9_card"); a component that renders on the
// server but whose code is loaded later (React.lazy) can have its module's styles only in a
// stylesheet that comes with that code. Its prerendered markup then paints unstyled, stays so
// without JavaScript, and the whole page is restyled and laid out again when the script inserts
// the stylesheet. Which stylesheet a module's styles land in is the bundler's choice and changes
// with the rest of the site, so it is checked on every build.
import { tagAttributes } from '@/scripts/build/html/scriptTags';

/**
 * A class name the bundler gave a CSS module's class: six characters of hash ("_" first when the
 * hash starts with a digit), "_", the local name.
 */
const MODULE_CLASS = /^_?[A-Za-z0-9_-]{6}_[A-Za-z][A-Za-z0-9_-]*$/;

/** The hrefs of the stylesheets `html` links (applied at the first paint; preloads are not). */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tagAttributes(tag))
    .filter((attributes) => (attributes.get('rel') ?? '').split(/\s+/).includes('stylesheet'))
    .map((attributes) => attributes.get('href') ?? '');
}

/** The CSS-module class names the markup of `html` uses (scripts and their data left out). */
export function moduleClasses(html: string): Set<string> {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '');
  const found = new Set<string>();
  for (const [, value] of markup.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (MODULE_CLASS.test(name)) found.add(name);
  }
  return found;
}

/** A CSS escape: a code point in hex (and the space that may end it), or any other character. */
const ESCAPE = String.raw`\\(?:[0-9A-Fa-f]{1,6}[ \t\n]?|[^0-9A-Fa-f\n])`;
const CLASS_SELECTOR = new RegExp(String.raw`\.(-?(?:[A-Za-z_]|${ESCAPE})(?:[A-Za-z0-9_-]|${ESCAPE})*)`, 'g');
const unescaped = (name: string) =>
  name.replace(/\\(?:([0-9A-Fa-f]{1,6})[ \t\n]?|(.))/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );

/**
 * The class names a stylesheet's selectors name, as the markup writes them: a name whose hash starts
 * with a hyphen and a digit is escaped in CSS ("-8BbfG_x" is written `.-\38 BbfG_x`).
 */
export function styledClasses(css: string): Set<string> {
  return new Set([...css.matchAll(CLASS_SELECTOR)].map((match) => unescaped(match[1] ?? '')));
}

/**
 * The module classes the page's markup uses that none of its linked stylesheets styles.
 * `classesOf(href)` answers the classes a linked stylesheet styles, undefined when the export lacks it.
 */
export function unstyledClasses(
  html: string,
  classesOf: (href: string) => ReadonlySet<string> | undefined,
): { missing: string[]; unreadable: string[]; used: number } {
  const linked = linkedStylesheets(html);
  const unreadable = linked.filter((href) => classesOf(href) === undefined);
  const styled = new Set(linked.flatMap((href) => [...(classesOf(href) ?? [])]));
  const used = moduleClasses(html);
  return { missing: [...used].filter((name) => !styled.has(name)).sort(), unreadable, used: used.size };
}
