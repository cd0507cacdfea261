// The one way into the owner's content for the site, the build scripts and the tests: the files of
// content/ (or of the folder ./buildTarget.mjs names: next.config.ts and scripts/node/ts-hooks.mjs resolve
// "@/content/..." there) and its Markdown notes, checked and parsed once (./load.ts). Only this module imports them
// (eslint.config.mjs keeps it so); a content mistake stops the build with every problem named.
import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
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
import { readEnv } from './env';
import { sitePathProblems, siteRoutes } from './links';
import { noteRedirects, type NoteRedirect } from './noteRedirects';
import { ContentError, parseContent, type SiteContent } from './load';
import type { Note } from '../model/noteSchema';
import { checkNotes, noteLanguage, noteTags, readNoteSources, visibleNotes } from './noteFiles';
import { drawnDiagrams } from './noteDiagramCache';
import { parsePublications, PUBLICATIONS_FILE } from './publications';
import { PUBLICATIONS_ROUTE, type Publication } from '../model/publication';
import { noteSeries, seriesPath } from '../model/noteSeries';
import { laterPageParams, pageHref } from '../paths/pagination';
import { NOTES_ROUTE } from '../paths';
import { languageName } from '../model/languages';
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

// Which content folder, pictures and language: read once, when the module loads.
const whichSite = resolveSite();
const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;

/** Weight and pixel size of a picture in public/, read from its header. */
function imageInfo(sitePath: string) {
  const file = path.join(whichSite.publicDir, sitePath);
  if (!RASTER.test(file) || !existsSync(file)) return undefined;
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(readFileSync(file));
  } catch {
    // Not a picture this reader knows: the weight limit still applies.
  }
  return { bytes: statSync(file).size, width: size.width, height: size.height };
}

const publicFileExists = (sitePath: string) => existsSync(path.join(whichSite.publicDir, sitePath));
const env = readEnv();
// The notes are Markdown files (notes/*.md), read and checked beside the modules; a translated
// note is notes/{slug}.{language}.md.
const noteSources = readNoteSources(whichSite.content.absolute);
const checkedNotes = checkNotes(noteSources, { publicFileExists, imageInfo, diagrams: drawnDiagrams(whichSite.content.absolute, whichSite.content.shown) });
// The owner's publications, optional: content/publications.bib, the owner marked by their name.
const bibFile = path.join(whichSite.content.absolute, PUBLICATIONS_FILE);
const checkedPublications = existsSync(bibFile)
  ? parsePublications(readFileSync(bibFile, 'utf8'), String((profileFile as { profile?: { name?: unknown } }).profile?.name ?? ''), undefined, publicFileExists)
  : { publications: [], problems: [], warnings: [] };
/** What the build left out of content/publications.bib, and why: the content check prints it, and it never stops the build. */
export const publicationWarnings = checkedPublications.warnings;

const parsed = parseContent(modules, {
  contentDir: whichSite.content.shown,
  publicFileExists,
  imageInfo,
  otherProblems: [...checkedNotes.problems, ...checkedPublications.problems],
  // The schema has checked SITE_LANGUAGE (a wrong one threw above); the language is the site's.
  env: { ...env, SITE_LANGUAGE: whichSite.language || undefined },
  hasPublications: checkedPublications.publications.length > 0,
});
const defaultLanguage = parsed.languages?.default ?? parsed.language.code;
/** The notes written in a language (drafts only under `next dev`: never in an export, the feed or the sitemap). */
const notesIn = (language: string) =>
  visibleNotes(
    checkedNotes.notes.filter((note) => noteLanguage(note.file, defaultLanguage) === language),
    { includeDrafts: whichSite.drafts },
  );

/** Every language of the site, the default first, with the notes each has; [] for one language. */
export interface SiteLanguage {
  code: string;
  /** Its own name for itself ("Español"): the switch's link text. */
  name: string;
  /** "" for the default language, "/es" for the others. */
  prefix: string;
  noteSlugs: string[];
  /** Its later pages of the notes, its tag and series pages ("/notes/page/2", "/notes/tag/power"), which differ by language. */
  notesLists: string[];
}
/** The list pages a language's notes make, besides /notes itself. */
function notesListsOf(notes: readonly Note[]): string[] {
  const pages = (base: string, count: number) => laterPageParams(count, parsed.site.notesPerPage).map((page) => pageHref(base, Number(page)));
  return [
    ...pages(NOTES_ROUTE, notes.length),
    ...noteTags(notes).flatMap(({ slug, count }) => [`${NOTES_ROUTE}/tag/${slug}`, ...pages(`${NOTES_ROUTE}/tag/${slug}`, count)]),
    ...noteSeries(notes).map((series) => seriesPath(series.slug)),
  ];
}
const languageList: SiteLanguage[] = parsed.languages
  ? [defaultLanguage, ...Object.keys(parsed.languages.others)].map((code) => ({
      code,
      name: languageName(code),
      prefix: code === defaultLanguage ? '' : `/${code}`,
      noteSlugs: notesIn(code).map((note) => note.slug),
      notesLists: notesListsOf(notesIn(code)),
    }))
  : [];

// Every site path of the notes and of the owner's navigation names a page this content makes.
const routeLanguages = languageList.length
  ? languageList
  : [{ prefix: '', noteSlugs: notesIn(defaultLanguage).map((note) => note.slug), notesLists: notesListsOf(notesIn(defaultLanguage)) }];
// Without notes, a /notes item of the owner's is left out of the top bar and the footer.
const hasNotes = routeLanguages.some((language) => language.noteSlugs.length > 0);
const hasPublications = checkedPublications.publications.length > 0;
// Likewise a /publications item without content/publications.bib.
const shownLink = (item: { id: string }) =>
  (hasNotes || item.id.replace(/\/$/, '') !== NOTES_ROUTE) && (hasPublications || item.id.replace(/\/$/, '') !== PUBLICATIONS_ROUTE);
const bodyLineOf = (file: string, body: string) => {
  const source = noteSources.find((note) => note.file === file)?.source ?? body;
  return source.slice(0, source.length - body.length).split('\n').length;
};
const routes = siteRoutes({ languages: routeLanguages, projectIds: parsed.projects.map((project) => project.id), publications: hasPublications });
// The notes' old addresses, in every language: each must be free for its redirect.
const redirects = noteRedirects(
  (languageList.length ? languageList : [{ prefix: '', code: defaultLanguage }]).map(({ prefix, code }) => ({ prefix, notes: notesIn(code) })),
  { routes, publicFileExists },
);
const linkProblems = [...redirects.problems, ...sitePathProblems(
  {
    notes: checkedNotes.notes.map((note) => ({ file: note.file, slug: note.slug, body: note.body, bodyLine: bodyLineOf(note.file, note.body) })),
    navigation: {
      ...(parsed.ownNavigation.navItems ? { navItems: parsed.navItems.filter(shownLink) } : {}),
      ...(parsed.ownNavigation.footerLinks ? { footerLinks: parsed.footerLinks.filter(shownLink) } : {}),
    },
  },
  {
    routes,
    basePath: env.BASE_PATH ?? '',
    publicFileExists,
    resumeFile: parsed.profile.resumeFile,
    prefixes: routeLanguages.map((language) => language.prefix).filter(Boolean),
  },
)];
if (linkProblems.length) throw new ContentError(linkProblems, whichSite.content.shown);

/** Everything of the owner's: the content files' exports, the notes this build shows and the publications. */
export type LoadedContent = SiteContent & { notes: Note[]; siteLanguages: SiteLanguage[]; publications: Publication[]; noteRedirects: NoteRedirect[] };

export const content: LoadedContent = {
  ...parsed,
  notes: notesIn(parsed.language.code),
  siteLanguages: languageList,
  publications: checkedPublications.publications,
  // Every language's: the build writes them all at once (scripts/build/steps/redirects.ts).
  noteRedirects: redirects.redirects,
};

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
