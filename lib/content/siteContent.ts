// The owner's whole content as one build reads it, in two steps. The check: every content file
// against its schema and the cross-file rules, every note (its formulas and diagrams too) and the
// publications, the translations and the site paths of notes and navigation; it is the same for
// every language of the site, so a site in several languages checks once. The load: the content
// in the language this build renders (SITE_LANGUAGE), the notes it shows and the list of languages.
// A mistake throws one ContentError naming every problem by file, entry and field.
// Pure but for reading the notes' files and public/: the caller passes the modules (./index.ts).
import 'server-only';
import type { Site } from './buildTarget.mjs';
import type { BuildEnv } from '../model/schema';
import { checkContent, type CheckOptions, type ContentModules, type ContentProblem } from './check';
import { sitePathProblems, siteRoutes } from './links';
import { noteRedirects, type NoteRedirect } from './noteRedirects';
import { ContentError, parseContent, type SiteContent } from './load';
import type { Note } from '../model/noteSchema';
import { checkNotes, noteLanguage, noteTags, visibleNotes, type NoteSource } from './noteFiles';
import { parsePublications } from './publications';
import { PUBLICATIONS_ROUTE, type Publication } from '../model/publication';
import { noteSeries, seriesPath } from '../model/noteSeries';
import { laterPageParams, pageHref } from '../paths/pagination';
import { NOTES_ROUTE } from '../paths';
import { languageName } from '../model/languages';

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

/** Everything of the owner's: the content files' exports, the notes this build shows and the publications. */
export type LoadedContent = SiteContent & Omit<CheckedContent, 'notes'> & { notes: Note[]; siteLanguages: SiteLanguage[] };

/** What the content's files hold besides the modules: the notes and content/publications.bib, read from disk. */
export interface ContentSources {
  notes: readonly NoteSource[];
  /** The text of the .bib file, undefined without one. */
  publications?: string;
}

/** The checked content, the same in every language: all notes (every language, drafts too), the publications and the notes' old addresses. */
export interface CheckedContent {
  notes: Note[];
  publications: Publication[];
  /** Every language's: the build writes them all at once (scripts/build/steps/redirects.ts). */
  noteRedirects: NoteRedirect[];
  /** What the build left out of content/publications.bib, and why: printed by the check, never a stop. */
  publicationWarnings: ContentProblem[];
}

export interface ReadOptions {
  site: Site;
  env: Pick<BuildEnv, 'SITE_URL' | 'NEXT_PUBLIC_CONTACT_ENDPOINT' | 'BASE_PATH'>;
  files: CheckOptions;
}

const ownerName = (modules: ContentModules) => String((modules['profile.ts'] as { profile?: { name?: unknown } } | undefined)?.profile?.name ?? '');

/** The content in one language: checked beforehand (`checked`), parsed, with its notes and the site's languages. */
function inLanguage(modules: ContentModules, checked: Pick<CheckedContent, 'notes' | 'publications'>, language: string, { site, env, files }: ReadOptions) {
  const hasPublications = checked.publications.length > 0;
  const parsed = parseContent(modules, {
    ...files,
    checked: true,
    contentDir: site.content.shown,
    // The schema has checked SITE_LANGUAGE (a wrong one threw above); the language is the site's.
    env: { ...env, SITE_LANGUAGE: language || undefined },
    hasPublications,
  });
  const defaultLanguage = parsed.languages?.default ?? parsed.language.code;
  /** The notes written in a language (drafts only under `next dev`: never in an export, the feed or the sitemap). */
  const notesIn = (code: string) =>
    visibleNotes(
      checked.notes.filter((note) => noteLanguage(note.file, defaultLanguage) === code),
      { includeDrafts: site.drafts },
    );
  /** The list pages a language's notes make, besides /notes itself. */
  const notesListsOf = (notes: readonly Note[]): string[] => {
    const pages = (base: string, count: number) => laterPageParams(count, parsed.site.notesPerPage).map((page) => pageHref(base, Number(page)));
    return [
      ...pages(NOTES_ROUTE, notes.length),
      ...noteTags(notes).flatMap(({ slug, count }) => [`${NOTES_ROUTE}/tag/${slug}`, ...pages(`${NOTES_ROUTE}/tag/${slug}`, count)]),
      ...noteSeries(notes).map((series) => seriesPath(series.slug)),
    ];
  };
  const siteLanguages: SiteLanguage[] = parsed.languages
    ? [defaultLanguage, ...Object.keys(parsed.languages.others)].map((code) => ({
        code,
        name: languageName(code),
        prefix: code === defaultLanguage ? '' : `/${code}`,
        noteSlugs: notesIn(code).map((note) => note.slug),
        notesLists: notesListsOf(notesIn(code)),
      }))
    : [];
  const routeLanguages = siteLanguages.length
    ? siteLanguages
    : [{ prefix: '', noteSlugs: notesIn(defaultLanguage).map((note) => note.slug), notesLists: notesListsOf(notesIn(defaultLanguage)) }];
  const content = { ...parsed, notes: notesIn(parsed.language.code), siteLanguages, publications: checked.publications };
  return { content, routeLanguages, defaultLanguage, notesIn };
}

/** The check of the whole content: what every language's load reads, or a ContentError naming every problem. */
export function checkSite(modules: ContentModules, sources: ContentSources, options: ReadOptions): CheckedContent {
  const { site, env, files } = options;
  const checkedNotes = checkNotes(sources.notes, files);
  const checkedPublications =
    sources.publications === undefined
      ? { publications: [], problems: [], warnings: [] }
      : parsePublications(sources.publications, ownerName(modules), undefined, files.publicFileExists);
  const problems = [...checkContent(modules, files), ...checkedNotes.problems, ...checkedPublications.problems];
  if (problems.length) throw new ContentError(problems, site.content.shown);
  const checked = { notes: checkedNotes.notes, publications: checkedPublications.publications };
  // The translations and the site paths are checked on the default language's content (the paths
  // are the same in every language; parsing checks every translation whatever the language).
  const { content: parsed, routeLanguages, defaultLanguage, notesIn } = inLanguage(modules, checked, '', options);
  // Without notes, a /notes item of the owner's is left out of the top bar and the footer.
  const hasNotes = routeLanguages.some((language) => language.noteSlugs.length > 0);
  const hasPublications = checked.publications.length > 0;
  // Likewise a /publications item without content/publications.bib.
  const shownLink = (item: { id: string }) =>
    (hasNotes || item.id.replace(/\/$/, '') !== NOTES_ROUTE) && (hasPublications || item.id.replace(/\/$/, '') !== PUBLICATIONS_ROUTE);
  const bodyLineOf = (file: string, body: string) => {
    const source = sources.notes.find((note) => note.file === file)?.source ?? body;
    return source.slice(0, source.length - body.length).split('\n').length;
  };
  const routes = siteRoutes({ languages: routeLanguages, projectIds: parsed.projects.map((project) => project.id), publications: hasPublications });
  // The notes' old addresses, in every language: each must be free for its redirect.
  const redirects = noteRedirects(
    (parsed.siteLanguages.length ? parsed.siteLanguages : [{ prefix: '', code: defaultLanguage }]).map(({ prefix, code }) => ({ prefix, notes: notesIn(code) })),
    { routes, publicFileExists: files.publicFileExists },
  );
  const linkProblems = [...redirects.problems, ...sitePathProblems(
    {
      notes: checked.notes.map((note) => ({ file: note.file, slug: note.slug, body: note.body, bodyLine: bodyLineOf(note.file, note.body) })),
      navigation: {
        ...(parsed.ownNavigation.navItems ? { navItems: parsed.navItems.filter(shownLink) } : {}),
        ...(parsed.ownNavigation.footerLinks ? { footerLinks: parsed.footerLinks.filter(shownLink) } : {}),
      },
    },
    {
      routes,
      basePath: env.BASE_PATH ?? '',
      publicFileExists: files.publicFileExists,
      resumeFile: parsed.profile.resumeFile,
      prefixes: routeLanguages.map((language) => language.prefix).filter(Boolean),
    },
  )];
  if (linkProblems.length) throw new ContentError(linkProblems, site.content.shown);
  return { ...checked, noteRedirects: redirects.redirects, publicationWarnings: checkedPublications.warnings };
}

/** The content in the language this build renders (the site's SITE_LANGUAGE), from the checked content. */
export function loadSite(modules: ContentModules, checked: CheckedContent, options: ReadOptions): LoadedContent {
  const { noteRedirects: redirects, publicationWarnings } = checked;
  return { ...inLanguage(modules, checked, options.site.language, options).content, noteRedirects: redirects, publicationWarnings };
}
