// The old addresses of the notes (`redirectFrom:` in a note's frontmatter): each one answers with a
// redirect to the note, written by the build as a line of out/_redirects and as a small page at the
// old path (scripts/build/steps/redirects.ts). Checked with the content: an old address must not be
// a page or a file the site has (the redirect would replace it), nor be claimed by two notes.
import type { ContentProblem } from './check';
import { describe } from './check';

/** One redirect: an old path of the site and the page it now leads to, both without the base path. */
export interface NoteRedirect {
  from: string;
  to: string;
  /** The note file that asks for it, for messages. */
  file: string;
}

interface RedirectingNote {
  file: string;
  slug: string;
  redirectFrom?: readonly string[];
}

/** The file of the export that answers an old path: "/a/b/" and "/a/b" → "a/b/index.html", "/a/b.html" → "a/b.html". */
export function redirectPageFile(from: string): string {
  const relative = from.replace(/^\/+/, '');
  if (/\.html?$/.test(relative)) return relative;
  return relative === '' ? 'index.html' : `${relative.replace(/\/$/, '')}/index.html`;
}

/** The route an old path would take from the site ("/notes/x/" → "/notes/x"), as siteRoutes writes them. */
const asRoute = (from: string) => (from.length > 1 ? from.replace(/\/+$/, '').replace(/\/index\.html?$/, '') || '/' : from);

/**
 * Every note's redirects, with the problems of its old addresses: one that is a page of the site,
 * a file in public/ or the build's, or that another note (or the same one) claims already.
 * `languages` gives each language's prefix ("" for the default) with its notes.
 */
export function noteRedirects(
  languages: ReadonlyArray<{ prefix: string; notes: readonly RedirectingNote[] }>,
  taken: { routes: ReadonlySet<string>; publicFileExists: (sitePath: string) => boolean },
): { redirects: NoteRedirect[]; problems: ContentProblem[] } {
  const redirects: NoteRedirect[] = [];
  const problems: ContentProblem[] = [];
  const claimed = new Map<string, string>();
  for (const { prefix, notes } of languages) {
    for (const note of notes) {
      note.redirectFrom?.forEach((from, i) => {
        const problem = (message: string) => problems.push({ file: note.file, entry: `note "${note.slug}"`, field: `redirectFrom[${i}]`, message });
        const file = redirectPageFile(from);
        const owner = claimed.get(file);
        if (owner !== undefined) return problem(`is an old address ${owner === note.file ? 'this note lists' : `${owner} lists`} already (got ${describe(from)}): keep it in one note`);
        if (taken.routes.has(asRoute(from))) return problem(`is a page this site has (got ${describe(from)}): a redirect would replace it; remove the line`);
        if (taken.publicFileExists(`/${file}`)) return problem(`is a file in public/ (got ${describe(from)}): a redirect would replace it; remove the line or the file`);
        claimed.set(file, note.file);
        redirects.push({ from, to: `${prefix}/notes/${note.slug}/`, file: note.file });
      });
    }
  }
  return { redirects, problems };
}
