// The site's languages: the owner's choice (content/site.ts `languages`, optional), what each
// language's build needs to know about the others, and the ready-made interface texts. A site with
// no `languages` export is in one language: no switch, no /{lang}/ pages.
// Pure data and functions: the loader, the build scripts and the tests share them.
import { interfaceDefaults, type InterfaceText } from './interfaceText';
import { de } from './interfaceTranslations/de';
import { es } from './interfaceTranslations/es';
import { fr } from './interfaceTranslations/fr';
import type { Translation } from './translation';
import { languageHas } from '../paths/languageRoutes';

export { LANGUAGE_CODE } from './languageSettings';

/** The interface texts the engine ships complete, besides English (the defaults). */
export const READY_INTERFACE_TEXTS: Readonly<Record<string, InterfaceText>> = { en: interfaceDefaults, es, de, fr };

/** The letters the résumé PDF's built-in fonts and the social images' font can draw: Windows-1252. */
const LATIN_LETTERS = new Set(new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, byte) => byte)));

/**
 * Whether every letter of these texts is one the résumé PDF and the social images can draw (Latin
 * scripts: "español", "Français"); not for Arabic, Greek or Chinese, whose pages link the default
 * language's PDF and images instead. Symbols and emoji do not count: the PDF leaves them out.
 */
export function latinFontsCanWrite(texts: unknown): boolean {
  return [...JSON.stringify(texts ?? '').matchAll(/\p{L}/gu)].every(([letter]) => LATIN_LETTERS.has(letter));
}

/** Languages written right to left: their pages get dir="rtl". */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb']);

export function directionOf(language: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language.split('-')[0]!) ? 'rtl' : 'ltr';
}

/** content/site.ts `languages`: the default language and the translations of the others. */
export interface LanguageSettings {
  /** The language the content files are written in: its pages keep the plain routes. */
  default: string;
  /** Every other language with its translation (content/translations/{code}.ts): pages under /{code}/. */
  others: Record<string, Translation>;
  /** Languages whose missing texts show in the default language instead of failing the build. */
  partial?: string[];
}


/** Where a language's pages live: "" for the default language, "/es" for the others. */
export function languagePrefix(language: string, defaultLanguage: string): string {
  return language === defaultLanguage ? '' : `/${language}`;
}

/** The name of a language in that language ("español", "العربية"), for the switch. */
export function languageName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** What a page needs to know about the site's languages (empty `all` for a one-language site). */
export interface LanguageContext {
  /** The language of this build's pages. */
  code: string;
  dir: 'ltr' | 'rtl';
  /** The language the owner's content files are written in. */
  defaultLanguage: string;
  /** "" for the default language, "/es" for the others: the route prefix of this build. */
  prefix: string;
  /** Every language of the site, the default first; [] when the site has one language. */
  all: Array<{ code: string; name: string; prefix: string; noteSlugs: string[]; notesLists: string[] }>;
}

/** A language as the alternates need it: its notes, and its later notes pages and tag pages. */
export interface AlternateLanguage {
  code: string;
  prefix: string;
  noteSlugs: readonly string[];
  /** "/notes/page/2", "/notes/tag/power", "/notes/tag/power/page/2": they exist per language. */
  notesLists: readonly string[];
}

/**
 * hreflang alternates of a route: the same route in every language that has it (languageHas),
 * keyed by language; "x-default" is the default language's, when it has it.
 */
export function alternatesFor(
  path: string,
  languages: readonly AlternateLanguage[],
  defaultTag: string,
  urlOf: (prefix: string, path: string) => string,
): Record<string, string> | undefined {
  const route = path.replace(/\/+$/, '') || '/';
  const having = languages.filter((language) => languageHas(route, language));
  if (having.length === 0) return undefined;
  return Object.fromEntries([
    ...having.map((language) => [language.prefix ? language.code : defaultTag, urlOf(language.prefix, path)]),
    ...(having.some((language) => !language.prefix) ? [['x-default', urlOf('', path)]] : []),
  ]);
}
