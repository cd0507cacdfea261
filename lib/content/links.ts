// The links of the owner's content, checked before the build: a note's links may be http:,
// https:, mailto:, a site path or an anchor (anything else, javascript: included, is named), and a
// site path in a note or in the owner's navigation must be a page the site has, so a note that
// links to a removed project is named here, not by the link check after a full build. The site's
// routes are worked out once, from the content, in siteRoutes.
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, type ContentProblem } from './check';
import { PUBLICATIONS_ROUTE } from '../model/publication';

const parser = unified().use(remarkParse).use(remarkGfm);

export interface NoteLink {
  url: string;
  /** The line of the body the address is written on (a reference's is its definition's). */
  line: number;
}

/** The links of a Markdown syntax tree: inline links and autolinks, and the definitions link references use. */
export function linksIn(tree: ReturnType<typeof parser.parse>): NoteLink[] {
  const definitions = new Map<string, NoteLink>();
  visit(tree, 'definition', (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, { url: node.url, line: node.position?.start.line ?? 1 });
  });
  const links: NoteLink[] = [];
  const referenced = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'link') links.push({ url: node.url, line: node.position?.start.line ?? 1 });
    else if (node.type === 'linkReference' && !referenced.has(node.identifier) && definitions.has(node.identifier)) {
      referenced.add(node.identifier);
      links.push(definitions.get(node.identifier)!);
    }
  });
  return links;
}

/** The links of a note's Markdown body. */
export function noteLinks(body: string): NoteLink[] {
  return linksIn(parser.parse(body));
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/** Why a note's link is not allowed, or undefined: http(s), mailto, a site path or an anchor only. */
export function linkSchemeProblem(url: string): string | undefined {
  const scheme = SCHEME.exec(url.trim())?.[1]?.toLowerCase();
  if (scheme ? ALLOWED_SCHEMES.has(scheme) : (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#')) return undefined;
  return `has a link the site does not allow (got ${describe(url)}): a link is an http: or https: address, a mailto: address, a path of the site ("/projects/x") or an anchor ("#section")`;
}

/** What each language of the site has (the default language's prefix is ""). */
export interface RouteLanguage {
  prefix: string;
  noteSlugs: readonly string[];
  /** Its later pages of the notes list and its tag pages ("/notes/page/2", "/notes/tag/x"). */
  notesLists: readonly string[];
}

/** Files the build writes beside the pages (the résumé PDF's name comes from content/profile.ts). */
const BUILT_FILES = ['/feed.xml', '/search-index.json', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/resume.json'];

/** Every page of the site, without base path or trailing slash ("/", "/projects/x", "/es/notes"). */
export function siteRoutes({
  languages,
  projectIds,
  publications = false,
}: {
  languages: readonly RouteLanguage[];
  projectIds: readonly string[];
  /** The owner keeps content/publications.bib: each language has /publications. */
  publications?: boolean;
}): Set<string> {
  const routes = new Set<string>();
  for (const { prefix, noteSlugs, notesLists } of languages) {
    routes.add(prefix || '/');
    if (publications) routes.add(`${prefix}${PUBLICATIONS_ROUTE}`);
    for (const page of ['/about', '/experience', '/projects', '/contact', '/search']) routes.add(`${prefix}${page}`);
    for (const id of projectIds) routes.add(`${prefix}/projects/${id}`);
    if (noteSlugs.length) routes.add(`${prefix}/notes`);
    for (const slug of noteSlugs) routes.add(`${prefix}/notes/${slug}`);
    for (const list of notesLists) routes.add(`${prefix}${list}`);
  }
  return routes;
}

export interface SitePaths {
  routes: ReadonlySet<string>;
  /** "/portfolio" or "": a path written with it would get it twice. */
  basePath: string;
  /** Whether a site path names a file in public/. */
  publicFileExists: (sitePath: string) => boolean;
  /** The résumé PDF's file name, which the build writes. */
  resumeFile?: string;
  /** The language prefixes ("/es"), under which the built files are written too. */
  prefixes: readonly string[];
}

/** Why a site path ("/projects/x/#why", "/docs/cv.pdf") names nothing the site has, or undefined. */
export function sitePathProblem(href: string, paths: SitePaths): string | undefined {
  let path = href.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURI(path);
  } catch {
    // Left as written: it then matches no page and is named.
  }
  const last = path.split('/').pop() ?? '';
  if (last.includes('.')) {
    const built = [...BUILT_FILES, ...(paths.resumeFile ? [`/${paths.resumeFile}`] : [])];
    const bare = paths.prefixes.reduce((file, prefix) => (file.startsWith(`${prefix}/`) ? file.slice(prefix.length) : file), path);
    // A file the build writes is not looked for in public/: the build writes it after the check.
    if (built.includes(bare) || paths.publicFileExists(path)) return undefined;
    return `links to ${describe(href)}, a file that is neither in public/ nor one the build writes`;
  }
  const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (paths.routes.has(route)) return undefined;
  const { basePath } = paths;
  if (basePath && (route === basePath || route.startsWith(`${basePath}/`)) && paths.routes.has(route.slice(basePath.length) || '/')) {
    return `links to ${describe(href)}, which starts with the base path ${basePath}: write the path without it (the site adds it)`;
  }
  const project = /^(?:\/[a-z]{2,3}(?:-[a-z0-9]{2,8})?)?\/projects\/([^/]+)$/.exec(route);
  if (project) return `links to ${describe(href)}, but there is no project "${project[1]}" in content/projects (removed or renamed?)`;
  return `links to ${describe(href)}, which no page of the site answers`;
}

export interface LinkedContent {
  notes: ReadonlyArray<{ file: string; slug: string; body: string; bodyLine: number }>;
  /** The owner's own top bar and footer links (the engine's defaults are its own to keep right). */
  navigation: Partial<Record<'navItems' | 'footerLinks', ReadonlyArray<{ id: string; label: string }>>>;
}

/** Every site path of the notes and the owner's navigation that names no page of the site. */
export function sitePathProblems({ notes, navigation }: LinkedContent, paths: SitePaths): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const note of notes) {
    for (const { url, line } of noteLinks(note.body)) {
      if (!url.startsWith('/') || url.startsWith('//')) continue;
      const message = sitePathProblem(url, paths);
      if (message) problems.push({ file: note.file, entry: `note "${note.slug}"`, field: `(body, line ${line + note.bodyLine - 1})`, message });
    }
  }
  for (const [list, items] of Object.entries(navigation)) {
    items?.forEach((item, i) => {
      const message = sitePathProblem(item.id, paths);
      if (message) problems.push({ file: 'navigation.ts', entry: `${list}[${i}] "${item.label}"`, field: 'id', message });
    });
  }
  return problems;
}
