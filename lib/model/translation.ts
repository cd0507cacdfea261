// A translation of the owner's texts into another language (content/translations/{code}.ts): the
// same shape as the content files' texts, any of them left out. The check walks the default
// language's content and names every text the translation lacks (file, language, field); a
// language marked partial shows the default text instead, and the field is listed as a fallback.
// Pure: lib/content/load.ts applies it, the tests call it with their fixtures.
import type { HomeContent } from './homeTypes';
import { interfaceDefaults, type InterfaceTextOverrides } from './interfaceText';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter, placeholdersOf } from '../format/text';
import type { AboutContent, ExperienceContent, PageIntro, ProfileDetails, ResumeContent, SiteSettings } from './pageTypes';
import type { Project } from './types';

/** Every text of T optional, lists by position; fields that are not prose are left out. */
export type Texts<T> = T extends string
  ? string
  : T extends ReadonlyArray<infer Item>
    ? Array<Texts<Item> | undefined>
    : T extends object
      ? { [Key in Exclude<keyof T, NotText>]?: Texts<T[Key]> }
      : never;

/**
 * Fields that are names, addresses, dates or codes, the same in every language: never asked for.
 * (Technologies, tags, people's and organisations' names stay as written.)
 */
export const NOT_TEXT = [
  'id', 'url', 'locale', 'category', 'status', 'startDate', 'endDate', 'date', 'yearsSince', 'icon', 'thumbnail',
  'images', 'photo', 'avatar', 'color', 'github', 'liveDemo', 'documentation', 'techStack', 'technologies', 'tags',
  'keywords', 'name', 'organization', 'school', 'codeSnippets', 'suffix', 'groups', 'projectIds', 'formEndpoint',
] as const;
type NotText = (typeof NOT_TEXT)[number];
const notText = new Set<string>(NOT_TEXT);

/** What content/translations/{code}.ts exports: the owner's texts in that language. */
export interface Translation {
  site?: Texts<Pick<SiteSettings, 'homeTitle' | 'description' | 'jobTitle'>>;
  profileDetails?: Texts<ProfileDetails>;
  home?: Texts<HomeContent>;
  about?: Texts<AboutContent>;
  aboutPage?: Texts<PageIntro>;
  experiencePage?: Texts<PageIntro>;
  contactPage?: Texts<PageIntro>;
  projectsPage?: Texts<PageIntro>;
  experience?: Texts<ExperienceContent>;
  contact?: { availability?: string };
  resume?: Texts<ResumeContent>;
  /** By project id. */
  projects?: Record<string, Texts<Project>>;
  /** Labels of the owner's own top bar and footer links, by route ("/about": "Sobre mí"). */
  navigation?: Record<string, string>;
  /** The interface texts in this language: complete for a language the engine has no texts for. */
  interface?: InterfaceTextOverrides;
}

/** A problem as the content check reports it: file, entry, field and what is wrong. */
export interface TranslationProblem {
  file: string;
  entry: string;
  field: string;
  message: string;
}

/** The sections of the content a translation covers, in the order problems are listed. */
export const TRANSLATED_SECTIONS = [
  'site', 'profileDetails', 'home', 'about', 'aboutPage', 'experiencePage', 'contactPage', 'projectsPage',
  'experience', 'contact', 'resume',
] as const;
export type TranslatedSection = (typeof TRANSLATED_SECTIONS)[number];

/** The default language's content, as far as a translation covers it. */
export type TranslatableContent = Record<TranslatedSection, unknown> & { projects: ReadonlyArray<{ id: string }> };

export interface TranslationCheckOptions {
  /** Missing texts fall back to the default language instead of failing the build. */
  partial: boolean;
  /** The engine ships this language's interface texts: content need not give them. */
  readyInterface: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fieldName = (path: ReadonlyArray<string | number>) =>
  path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key), '');

interface Walk {
  problems: Array<{ field: string; message: string }>;
  /** Fields shown in the default language (partial languages). */
  fallbacks: string[];
  partial: boolean;
  /** Interface texts: every field is a text, and a template keeps its {placeholders}. */
  interface?: boolean;
}

function walk(source: unknown, translated: unknown, path: Array<string | number>, state: Walk): void {
  const last = path[path.length - 1];
  if (!state.interface && typeof last === 'string' && notText.has(last)) {
    if (translated !== undefined) state.problems.push({ field: fieldName(path), message: 'is not a text to translate (names, addresses, dates and codes stay as written): remove it' });
    return;
  }
  if (typeof source === 'string') {
    if (translated === undefined) {
      if (state.partial) state.fallbacks.push(fieldName(path));
      else state.problems.push({ field: fieldName(path), message: `is missing (the default text is ${JSON.stringify(source.length > 60 ? `${source.slice(0, 57)}...` : source)})` });
    } else if (typeof translated !== 'string' || !translated.trim()) {
      state.problems.push({ field: fieldName(path), message: 'must be a text that is not empty' });
    } else if (hasControlCharacter(translated)) {
      state.problems.push({ field: fieldName(path), message: CONTROL_CHARACTER_MESSAGE });
    } else if (state.interface) {
      const allowed = placeholdersOf(source);
      const unknown = placeholdersOf(translated).filter((name) => !allowed.includes(name));
      if (unknown.length) state.problems.push({ field: fieldName(path), message: `may use only the placeholders ${allowed.map((name) => `{${name}}`).join(', ') || '(none)'} (got {${unknown.join('}, {')}})` });
    }
    return;
  }
  if (Array.isArray(source)) {
    if (translated !== undefined && !Array.isArray(translated)) return void state.problems.push({ field: fieldName(path), message: 'must be a list like the default language\'s' });
    const list = (translated ?? []) as unknown[];
    if (list.length > source.length) state.problems.push({ field: fieldName(path), message: `has ${list.length} entries, the default language ${source.length}` });
    source.forEach((item, index) => walk(item, list[index], [...path, index], state));
    return;
  }
  if (isRecord(source)) {
    if (translated !== undefined && !isRecord(translated)) return void state.problems.push({ field: fieldName(path), message: 'must be a group of texts { ... }' });
    const group = (translated ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(group)) {
      if (!(key in source)) state.problems.push({ field: fieldName([...path, key]), message: `is not a field of the default language's ${fieldName(path) || 'content'}` });
    }
    for (const [key, value] of Object.entries(source)) walk(value, group[key], [...path, key], state);
  }
}

/**
 * What a translation lacks or gets wrong, one problem per field ("translations/es.ts", language
 * "es", field "home.bio"), and the fields a partial language shows in the default language.
 */
export function checkTranslation(
  language: string,
  source: TranslatableContent,
  translation: Translation,
  options: TranslationCheckOptions,
): { problems: TranslationProblem[]; fallbacks: string[] } {
  const state: Walk = { problems: [], fallbacks: [], partial: options.partial };
  const known = new Set<string>([...TRANSLATED_SECTIONS, 'projects', 'navigation', 'interface']);
  for (const key of Object.keys(translation)) {
    if (!known.has(key)) state.problems.push({ field: key, message: `is not a part of a translation (one of ${[...known].join(', ')})` });
  }
  for (const section of TRANSLATED_SECTIONS) walk(source[section], translation[section], [section], state);
  // The top bar's and footer's labels, by route: texts like the others.
  for (const [route, label] of Object.entries(translation.navigation ?? {})) {
    const field = fieldName(['navigation', route]);
    if (typeof label !== 'string' || !label.trim()) state.problems.push({ field, message: 'must be a text that is not empty' });
    else if (hasControlCharacter(label)) state.problems.push({ field, message: CONTROL_CHARACTER_MESSAGE });
  }
  const projects = translation.projects ?? {};
  const ids = new Set(source.projects.map((project) => project.id));
  for (const id of Object.keys(projects)) if (!ids.has(id)) state.problems.push({ field: `projects.${id}`, message: 'is not the id of a project' });
  for (const project of source.projects) walk(project, projects[project.id], ['projects', project.id], state);
  // Interface texts: only a language the engine has no texts for must give them all.
  walk(interfaceDefaults, translation.interface, ['interface'], { ...state, interface: true, partial: state.partial || options.readyInterface, fallbacks: [] });
  const file = `translations/${language}.ts`;
  return {
    problems: state.problems.map(({ field, message }) => ({ file, entry: `language "${language}"`, field, message })),
    fallbacks: state.fallbacks,
  };
}

/** The default text with the translation's texts in place (lists by position, fields not prose kept). */
export function translate<T>(source: T, translated: unknown, key?: string): T {
  if (translated === undefined || (key !== undefined && notText.has(key))) return source;
  if (typeof source === 'string') return (typeof translated === 'string' && translated.trim() ? translated : source) as T;
  if (Array.isArray(source)) {
    const list = Array.isArray(translated) ? translated : [];
    return source.map((item: unknown, index) => translate(item, list[index])) as T;
  }
  if (isRecord(source) && isRecord(translated)) {
    return Object.fromEntries(Object.entries(source).map(([name, value]) => [name, translate(value, translated[name], name)])) as T;
  }
  return source;
}

/**
 * The lang attribute of a text a partial language shows in the default language (the field, or
 * any field inside it, fell back); undefined for a translated text.
 */
export function fallbackTag(fallbacks: readonly string[], field: string, defaultTag: string): string | undefined {
  return fallbacks.some((fallback) => isWithin(fallback, field)) ? defaultTag : undefined;
}

/** Whether `field` ("about.interests[2].title") is `part` itself or one of its texts ("about", "about.interests"). */
function isWithin(field: string, part: string): boolean {
  return field === part || field.startsWith(`${part}.`) || field.startsWith(`${part}[`);
}

/**
 * The texts of one part of the content (a section, a project) that a partial language shows in
 * the default language: their fields within that part ("bio", "areas[1].title") and the default
 * language's tag, for the lang attribute of the elements that show them.
 */
export interface UntranslatedTexts {
  tag: string;
  /** The page's own language, for a translated text inside an element in the default language. */
  pageTag: string;
  fields: readonly string[];
}

/** The lang attribute of a text of that part: the default language's tag if it was left untranslated. */
export function langOf(untranslated: UntranslatedTexts | undefined, field: string): string | undefined {
  return untranslated ? fallbackTag(untranslated.fields, field, untranslated.tag) : undefined;
}

/** The untranslated texts under `group` ("home.expertise", "projects.x"), relative to it; undefined if none. */
export function untranslatedUnder(fallbacks: readonly string[], group: string, tag: string, pageTag: string): UntranslatedTexts | undefined {
  const fields = fallbacks
    .filter((field) => isWithin(field, group))
    .map((field) => field.slice(group.length).replace(/^\./, ''));
  return fields.length ? { tag, pageTag, fields } : undefined;
}

/**
 * The lang attribute as props to spread: none at all for a text in the page's language (a
 * lang={undefined} would still be written into the page data of a server-rendered element).
 */
export function langAttribute(tag: string | undefined): { lang?: string } {
  return tag ? { lang: tag } : {};
}

/** langAttribute of a text of a part of the content: `<p {...langAttr(untranslated, 'bio')}>`. */
export function langAttr(untranslated: UntranslatedTexts | undefined, field: string): { lang?: string } {
  return langAttribute(langOf(untranslated, field));
}
