// Turns the owner's content modules into the content the site uses: every file checked against its
// schema and the cross-file rules (./check.ts), then parsed (optional lists filled in, generated
// covers named, the engine's links and interface texts where the owner wrote none, the build's
// environment applied). A mistake throws one ContentError listing every problem by file, entry and
// field.
// Pure: the caller imports the modules (./index.ts for the site, the build scripts and the tests).
import type { z } from 'zod';
import { checkContent, formatProblems, type CheckOptions, type ContentModules, type ContentProblem } from './check';
import { mergeInterfaceText, type InterfaceText } from '../model/interfaceText';
import { directionOf, READY_INTERFACE_TEXTS, type LanguageSettings } from '../model/languages';
import { checkTranslation, translate, TRANSLATED_SECTIONS, type TranslatableContent, type Translation } from '../model/translation';
import { languageTag } from '../format/text';
import { movedLabelOverrides } from '../model/movedLabels';
import { defaultFooterLinks, defaultNavItems, defaultSocialLinks } from '../model/navigationDefaults';
import { PUBLICATIONS_ROUTE } from '../model/publication';
import { contentFiles, type BuildEnv } from '../model/schema';
import type { NavItem, SocialLink } from '../model/types';

type FileExports = (typeof contentFiles)[keyof typeof contentFiles];
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type AllExports = Intersection<FileExports>;

/** Every named export of the content files, as the schemas parse them. */
type ParsedExports = { [Name in keyof AllExports]: AllExports[Name] extends z.ZodType ? z.output<AllExports[Name]> : never };

/** The content as the site uses it: the parsed exports, with the engine's defaults where the owner left them out. */
export type SiteContent = Omit<ParsedExports, 'navItems' | 'socialLinks' | 'footerLinks'> & {
  navItems: NavItem[];
  socialLinks: SocialLink[];
  footerLinks: NavItem[];
  /** Every interface text: the engine's defaults with the owner's changes (content/interface.ts). */
  ui: InterfaceText;
  /** Whether the owner wrote their own top bar and footer links (a translation relabels those). */
  ownNavigation: { navItems: boolean; footerLinks: boolean };
  /** The names of the technology categories (interface texts, ui.techCategories). */
  techCategoryLabels: InterfaceText['techCategories'];
  /** The language of these texts (the build's SITE_LANGUAGE, else the default language). */
  language: BuildLanguage;
};

/** The language a build renders, as its pages need it. */
export interface BuildLanguage {
  /** The language code: content/site.ts languages.default, or the build's SITE_LANGUAGE. */
  code: string;
  /** What HTML's lang attribute, Intl and the feed want: the default language's site.locale ("en-US"), else the code. */
  tag: string;
  dir: 'ltr' | 'rtl';
  /** The language the content files are written in (the default language's tag). */
  defaultTag: string;
  /** "" for the default language, "/es" for the others: the route prefix of this build. */
  prefix: string;
  /** Fields a partial language shows in the default language ("home.bio", "projects.x.title"). */
  fallbacks: string[];
}

export class ContentError extends Error {
  constructor(
    readonly problems: readonly ContentProblem[],
    contentDir?: string,
  ) {
    super(formatProblems(problems, contentDir));
    this.name = 'ContentError';
  }
}

export interface LoadOptions extends CheckOptions {
  /** The content folder as the owner knows it, for messages ("content", "tests/fixtures/x"). */
  contentDir?: string;
  /** Problems of content that is not a TypeScript module (the notes), reported with the rest. */
  otherProblems?: readonly ContentProblem[];
  /** The build's checked environment (./env.ts): the variables that change the owner's settings. */
  env?: Pick<BuildEnv, 'SITE_URL' | 'NEXT_PUBLIC_CONTACT_ENDPOINT' | 'SITE_LANGUAGE'>;
  /** The owner keeps content/publications.bib: the default top bar links the publications page. */
  hasPublications?: boolean;
  /** The modules have passed checkContent with these options already (./siteContent.ts): not checked again. */
  checked?: boolean;
}

/**
 * The environment's part of the settings, applied here once so the owner's files hold plain data:
 * SITE_URL (set by the deploy workflow) replaces site.url; NEXT_PUBLIC_CONTACT_ENDPOINT is the
 * form's endpoint when contact.formEndpoint is left empty.
 */
function withEnvironment(parsed: ParsedExports, env: LoadOptions['env'] = {}): Pick<ParsedExports, 'site' | 'contact'> {
  return {
    site: { ...parsed.site, url: env.SITE_URL ?? parsed.site.url },
    contact: { ...parsed.contact, formEndpoint: parsed.contact.formEndpoint || env.NEXT_PUBLIC_CONTACT_ENDPOINT || '' },
  };
}

/** Every translation's problems (a build in any language checks them all), one per field. */
function translationProblems(parsed: ParsedExports, settings: LanguageSettings | undefined, wanted: string | undefined): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (wanted && !(settings && wanted in settings.others)) {
    const known = settings ? Object.keys(settings.others).join(', ') : 'none: there is no languages export';
    problems.push({ file: 'site.ts', entry: 'languages', field: 'others', message: `has no "${wanted}", the language SITE_LANGUAGE asks for (languages: ${known})` });
  }
  for (const [code, translation] of Object.entries(settings?.others ?? {})) {
    const options = { partial: settings?.partial?.includes(code) ?? false, readyInterface: code in READY_INTERFACE_TEXTS };
    problems.push(...checkTranslation(code, parsed as unknown as TranslatableContent, translation, options).problems);
  }
  return problems;
}

/** The content in another language: the translation's texts in place, the rest as written. */
function inLanguage(content: SiteContent, code: string, translation: Translation, partial: boolean): SiteContent {
  const ui = mergeInterfaceText(READY_INTERFACE_TEXTS[code], translation.interface);
  const translated: Record<string, unknown> = { ...content };
  for (const section of TRANSLATED_SECTIONS) translated[section] = translate(content[section], translation[section]);
  const label = (item: NavItem): NavItem => ({ ...item, label: translation.navigation?.[item.id] ?? item.label });
  const { fallbacks } = checkTranslation(code, content as unknown as TranslatableContent, translation, {
    partial,
    readyInterface: code in READY_INTERFACE_TEXTS,
  });
  return {
    ...(translated as SiteContent),
    projects: content.projects.map((project) => translate(project, translation.projects?.[project.id])),
    // The engine's own links follow the interface texts; the owner's own are relabelled.
    navItems: content.ownNavigation.navItems
      ? content.navItems.map(label)
      : defaultNavItems(ui.routes, content.navItems.some((item) => item.id === PUBLICATIONS_ROUTE) ? ui.publications.title : undefined),
    footerLinks: content.ownNavigation.footerLinks ? content.footerLinks.map(label) : defaultFooterLinks(ui.routes),
    ui,
    techCategoryLabels: ui.techCategories,
    language: { ...content.language, code, tag: code, dir: directionOf(code), prefix: `/${code}`, fallbacks },
  };
}

/** The checked and parsed content, or a ContentError naming every problem. */
export function parseContent(modules: ContentModules, options: LoadOptions): SiteContent {
  const problems = [...(options.checked ? [] : checkContent(modules, options)), ...(options.otherProblems ?? [])];
  if (problems.length) throw new ContentError(problems, options.contentDir);
  const exports: Record<string, unknown> = {};
  for (const [file, schemas] of Object.entries(contentFiles) as Array<[keyof typeof contentFiles, Record<string, z.ZodType>]>) {
    for (const [name, schema] of Object.entries(schemas)) exports[name] = schema.parse(modules[file]?.[name]);
  }
  const parsed = exports as ParsedExports;
  const wanted = options.env?.SITE_LANGUAGE;
  const translationErrors = translationProblems(parsed, parsed.languages, wanted);
  if (translationErrors.length) throw new ContentError(translationErrors, options.contentDir);
  // Labels still written where they were before they became interface texts count as the owner's
  // wording; content/interface.ts wins over them.
  const ui = mergeInterfaceText(movedLabelOverrides(modules), parsed.interfaceText);
  const defaultTag = languageTag(parsed.site.locale);
  const content: SiteContent = {
    ...parsed,
    ...withEnvironment(parsed, options.env),
    navItems: parsed.navItems ?? defaultNavItems(ui.routes, options.hasPublications ? ui.publications.title : undefined),
    socialLinks: parsed.socialLinks ?? defaultSocialLinks(parsed.profile),
    footerLinks: parsed.footerLinks ?? defaultFooterLinks(ui.routes),
    ownNavigation: { navItems: Boolean(parsed.navItems), footerLinks: Boolean(parsed.footerLinks) },
    ui,
    techCategoryLabels: ui.techCategories,
    language: { code: parsed.languages?.default ?? defaultTag, tag: defaultTag, dir: directionOf(defaultTag), defaultTag, prefix: '', fallbacks: [] },
  };
  const settings = parsed.languages;
  if (!wanted || !settings) return content;
  return inLanguage(content, wanted, settings.others[wanted]!, settings.partial?.includes(wanted) ?? false);
}
