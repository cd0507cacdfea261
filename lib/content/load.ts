// Turns the owner's content modules into the content the site uses: every file checked against its
// schema and the cross-file rules (./check.ts), then parsed (optional lists filled in, generated
// covers named, the engine's links and interface texts where the owner wrote none, the build's
// environment applied). A mistake throws one ContentError listing every problem by file, entry and
// field.
// Pure: the caller imports the modules (./index.ts for the site, the build scripts and the tests).
import type { z } from 'zod';
import { checkContent, formatProblems, type CheckOptions, type ContentModules, type ContentProblem } from './check';
import { mergeInterfaceText, type InterfaceText } from '../model/interfaceText';
import { movedLabelOverrides } from '../model/movedLabels';
import { defaultFooterLinks, defaultNavItems, defaultSocialLinks } from '../model/navigationDefaults';
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
  /** The names of the technology categories (interface texts, ui.techCategories). */
  techCategoryLabels: InterfaceText['techCategories'];
};

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
  env?: Pick<BuildEnv, 'SITE_URL' | 'NEXT_PUBLIC_CONTACT_ENDPOINT'>;
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

/** The checked and parsed content, or a ContentError naming every problem. */
export function parseContent(modules: ContentModules, options: LoadOptions): SiteContent {
  const problems = [...checkContent(modules, options), ...(options.otherProblems ?? [])];
  if (problems.length) throw new ContentError(problems, options.contentDir);
  const exports: Record<string, unknown> = {};
  for (const [file, schemas] of Object.entries(contentFiles) as Array<[keyof typeof contentFiles, Record<string, z.ZodType>]>) {
    for (const [name, schema] of Object.entries(schemas)) exports[name] = schema.parse(modules[file]?.[name]);
  }
  const parsed = exports as ParsedExports;
  // Labels still written where they were before they became interface texts count as the owner's
  // wording; content/interface.ts wins over them.
  const ui = mergeInterfaceText(movedLabelOverrides(modules), parsed.interfaceText);
  return {
    ...parsed,
    ...withEnvironment(parsed, options.env),
    navItems: parsed.navItems ?? defaultNavItems(ui.routes),
    socialLinks: parsed.socialLinks ?? defaultSocialLinks(parsed.profile),
    footerLinks: parsed.footerLinks ?? defaultFooterLinks(ui.routes),
    ui,
    techCategoryLabels: ui.techCategories,
  };
}
