// Runs after `next build` (npm "postbuild"): removes the placeholder pages static export needs for
// an empty dynamic route (no notes, publications, projects, series or later pages), then runs the
// named steps of scripts/build/steps/index.ts over every page of the export, in the order listed
// there. Each step checks its own result on every page; a failed check prints the step and the page
// and exits 1 before anything is written.
// Usage: node scripts/build/postbuild.mjs [outDir]
import '../node/load-env.mjs';
import '../node/register-ts.mjs';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePathOf } from '../node/base-path.mjs';
import { loadContent } from '../node/load-content.mjs';

const { POSTBUILD_STEPS, PostbuildError, runSteps } = await import('@/scripts/build/steps/index');
const { contact, integrations, language, noteRedirects, notes, projects, publications, site: siteSettings, siteLanguages, ui } = await loadContent();
const { NO_PROJECTS_PLACEHOLDER } = await import('@/lib/content/projects');
const { NO_SERIES_PLACEHOLDER } = await import('@/lib/content/notes');
const outDir = path.resolve(process.argv[2] ?? 'out');
// The owner's contact-form endpoint, if any (content/contact.ts, else NEXT_PUBLIC_CONTACT_ENDPOINT:
// the loader applies it), must be reachable under the policy.
const formEndpoint = contact.formEndpoint;

// An owner without published notes gets no notes pages and no feed: static export still needs a
// page of each notes route (lib/content/notes.ts NO_NOTES_PLACEHOLDER), removed here.
if (notes.length === 0) {
  for (const generated of ['notes', 'feed.xml']) rmSync(path.join(outDir, generated), { recursive: true, force: true });
  console.log('No published notes: no notes pages and no feed in the export.');
}
// An owner without content/publications.bib gets no publications page (in no language).
if (publications.length === 0) {
  for (const prefix of ['', ...siteLanguages.map((language) => language.prefix)]) rmSync(path.join(outDir, prefix, 'publications'), { recursive: true, force: true });
}
// Likewise the project route's placeholder page of an owner without projects.
if (projects.length === 0) {
  rmSync(path.join(outDir, 'projects', NO_PROJECTS_PLACEHOLDER), { recursive: true, force: true });
  console.log('No projects: the Projects page says so, and there are no project pages.');
}
// A list of notes that fits on one page has no later pages: its page route got one placeholder
// page (lib/paths/pagination.ts NO_PAGE_PLACEHOLDER), removed here with the folder it leaves empty.
const { NO_PAGE_PLACEHOLDER } = await import('@/lib/paths/pagination');
// Each language of a site in several languages has its own notes (out/{language}/notes).
for (const language of siteLanguages.length ? siteLanguages : [{ prefix: '' }]) {
  const notesDir = path.join(outDir, language.prefix, 'notes');
  // Notes without a series: the series route's placeholder page goes, with the folder it leaves empty.
  const seriesDir = path.join(notesDir, 'series');
  rmSync(path.join(seriesDir, NO_SERIES_PLACEHOLDER), { recursive: true, force: true });
  if (existsSync(seriesDir) && readdirSync(seriesDir).length === 0) rmSync(seriesDir, { recursive: true });
  const tagDirs = existsSync(path.join(notesDir, 'tag')) ? readdirSync(path.join(notesDir, 'tag')).map((tag) => path.join(notesDir, 'tag', tag)) : [];
  for (const list of [notesDir, ...tagDirs]) {
    const pagesDir = path.join(list, 'page');
    rmSync(path.join(pagesDir, NO_PAGE_PLACEHOLDER), { recursive: true, force: true });
    if (existsSync(pagesDir) && readdirSync(pagesDir).length === 0) rmSync(pagesDir, { recursive: true });
  }
}

const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
if (pages.length === 0) {
  console.error(`No HTML pages in ${outDir}: run \`next build\` first.`);
  process.exit(1);
}
/** A path under the export folder, with forward slashes on every system. */
const exportPath = (file) => file.split(path.sep).join('/');
const otherFiles = readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !entry.name.endsWith('.html'))
  .map((entry) => exportPath(path.relative(outDir, path.join(entry.parentPath, entry.name))));
const site = {
  pages: pages.map((file) => ({ file: exportPath(file), html: readFileSync(path.join(outDir, file), 'utf8') })),
  otherFiles,
  stylesheets: Object.fromEntries(otherFiles.filter((file) => file.endsWith('.css')).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')])),
  written: {},
  formEndpoint,
  integrations,
  // The notes' old addresses (redirectFrom): the titles are the default language's, like the page's words.
  redirects: {
    redirects: noteRedirects,
    basePath: basePathOf(),
    siteUrl: siteSettings.url,
    lang: language.tag,
    moved: ui.notes.moved,
    titles: Object.fromEntries(notes.map((note) => [`/notes/${note.slug}/`, note.title])),
  },
};
let done;
try {
  done = runSteps(site, POSTBUILD_STEPS, (line) => console.log(`postbuild ${line}`));
} catch (error) {
  if (!(error instanceof PostbuildError)) throw error;
  console.error(`${error.message}\nThe postbuild stopped: nothing in ${path.relative(process.cwd(), outDir) || '.'} was changed.`);
  process.exit(1);
}
for (const page of done.pages) {
  mkdirSync(path.dirname(path.join(outDir, page.file)), { recursive: true });
  writeFileSync(path.join(outDir, page.file), page.html);
}
for (const [file, text] of Object.entries(done.written)) writeFileSync(path.join(outDir, file), text);
for (const file of done.removed ?? []) rmSync(path.join(outDir, file), { force: true });
if (formEndpoint) console.log(`Content-Security-Policy: form posts and connections allowed to ${new URL(formEndpoint).origin} (contact form).`);
