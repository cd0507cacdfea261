// The one way into the owner's content for the site, the build scripts and the tests: the files of
// content/ (or of the folder ./buildTarget.mjs names: next.config.ts and scripts/node/ts-hooks.mjs resolve
// "@/content/..." there) and its Markdown notes, checked and parsed once per build (./readContent.ts:
// the first process of a build checks, the others read the result). Only this module imports them
// (eslint.config.mjs keeps it so); a content mistake stops the build with every problem named.
import 'server-only';
import * as aboutFile from '@/content/about';
import * as contactFile from '@/content/contact';
import * as experienceFile from '@/content/experience';
import * as homeFile from '@/content/home';
// content/integrations.ts is optional: without it the bundler (next.config.ts) and the Node hooks
// resolve the engine's stand-in (./integrationsStandIn.ts), which the type check cannot know of.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore -- the file may be missing; its exports are checked by the schema like every content file's
import * as integrationsFile from '@/content/integrations';
import * as interfaceFile from '@/content/interface';
import * as navigationFile from '@/content/navigation';
import * as pagesFile from '@/content/pages';
import * as profileFile from '@/content/profile';
import * as projectsFile from '@/content/projects';
import * as resumeFile from '@/content/resume';
import * as siteFile from '@/content/site';
import * as themeFile from '@/content/theme';
import type { ContentModules } from './check';
import { resolveSite } from './buildTarget.mjs';
import { readSiteContent } from './readContent';
import type { LoadedContent } from './siteContent';
import type { contentFiles } from '../model/schema';

const modules = {
  'profile.ts': profileFile,
  'site.ts': siteFile,
  'theme.ts': themeFile,
  'navigation.ts': navigationFile,
  'home.ts': homeFile,
  'about.ts': aboutFile,
  'experience.ts': experienceFile,
  'contact.ts': contactFile,
  'pages.ts': pagesFile,
  'resume.ts': resumeFile,
  'projects/index.ts': projectsFile,
  'interface.ts': interfaceFile,
  'integrations.ts': integrationsFile,
} satisfies Record<keyof typeof contentFiles, object> as ContentModules;

/** The language SITE_LANGUAGE names (a script that writes one language's files), else the default. */
export const content: LoadedContent = readSiteContent(modules);
/** What the build left out of content/publications.bib, and why: the content check prints it, and it never stops the build. */
export const { publicationWarnings } = content;

/** The default language's code. */
export const defaultLanguageCode: string = content.siteLanguages[0]?.code ?? content.language.code;
/** The languages one build renders, the default first ([the default] for a one-language site). */
export const languageCodes: readonly string[] = content.siteLanguages.length ? content.siteLanguages.map((language) => language.code) : [defaultLanguageCode];

// Each language's content, loaded the first time a page of it asks, then kept for the life of the
// process (the check is the same for every language: ./readContent.ts does it once per build).
const byLanguage = new Map<string, LoadedContent>([[content.language.code, content]]);

/** The content in one of the site's languages (its code: "es"); an unknown code is a build error naming the languages. */
export function contentIn(code: string): LoadedContent {
  let found = byLanguage.get(code);
  if (!found) {
    if (!languageCodes.includes(code)) throw new Error(`No content in the language "${code}": the site's languages are ${languageCodes.join(', ')}.`);
    const site = resolveSite();
    found = readSiteContent(modules, { ...site, language: code === defaultLanguageCode ? '' : code, languagePrefix: code === defaultLanguageCode ? '' : `/${code}` });
    byLanguage.set(code, found);
  }
  return found;
}

export const {
  about,
  aboutPage,
  colors,
  contact,
  contactPage,
  experience,
  experiencePage,
  footerLinks,
  home,
  integrations,
  language,
  siteLanguages,
  navItems,
  notes,
  profile,
  profileDetails,
  projects,
  projectsPage,
  publications,
  resume,
  site,
  socialLinks,
  techCategoryLabels,
  ui,
} = content;
export type { SiteContent } from './load';
export type { LoadedContent, SiteLanguage } from './siteContent';
