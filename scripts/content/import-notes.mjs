// `npm run import:notes -- <old site's folder, or post files>`: the posts of another generator
// (Jekyll, Hugo, Astro, Eleventy, the Next.js starter, dev.to and Hashnode exports) as notes,
// content/notes/{slug}.md, their pictures in public/images/notes/{slug}/. Each post's generator is
// told from where it lies and its fields; its frontmatter is mapped to the note's, its links to
// other posts point at their notes, and its old addresses are kept (redirectFrom: the build
// writes a redirect for each). What has no place in a note (template tags, components, scripts,
// frames) is kept visible as code or a link and listed with its file and line. It never
// overwrites a note. Everything is worked out, and checked the way the build checks a note,
// before anything is written; --dry-run prints the plan and writes nothing. Same safety as the
// other importers: it refuses to run over changes of content/ that git does not have yet (--force
// runs anyway) and asks first (--yes skips that).
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { checkContentOf, confirmOrStop, CONTENT_FLAGS, fail, refuseOverUncommitted, shown } from './contentCommand.mjs';
import { MAX_POST_BYTES, oldSiteAt, postFilesOf, rootOf } from './postSources.mjs';
import { notesFromPosts } from './notesFromPosts.mjs';
import { splitFrontMatter } from '../../lib/format/frontMatter.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { unsafePaths, writeFilesSafely } from '../node/pathPolicy.mjs';
import { listFilesNoLinks } from '../node/walkFiles.mjs';
import { visibleLine } from '../node/terminalText.mjs';

const engineRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const USAGE = 'npm run import:notes -- <folder | files…> [options]\n' +
  '  <folder>  the old site as it is in its repository (its root), or a folder of posts\n' +
  '  <files…>  post files (.md, .markdown, .mdx)';
const { values, positionals, wrongUsage } = cliArgs(USAGE, {
  'old-url-pattern': {
    type: 'string',
    value: 'pattern',
    help: 'the posts\' old addresses, e.g. "/blog/:year/:slug/" (:year :month :day :slug :title :categories :section)',
  },
  offline: { type: 'boolean', help: 'download no picture of another site (they stay links)' },
  'dry-run': { type: 'boolean', help: 'print the plan and write nothing' },
  ...CONTENT_FLAGS,
  dir: { ...CONTENT_FLAGS.dir, help: 'the site folder whose content/ and public/ are written (default: this one)' },
}, { positionals: true });
if (!positionals.length) wrongUsage('Which posts? Give the old site\'s folder or the post files.');
if (values['old-url-pattern']?.startsWith('/') === false) wrongUsage('--old-url-pattern wants an address that starts with "/", e.g. "/blog/:year/:slug/".');
const inputs = positionals.map((input) => path.resolve(input));
const options = { ...values, inputs, oldUrlPattern: values['old-url-pattern'], dryRun: values['dry-run'], dir: path.resolve(values.dir ?? engineRoot) };

// The posts: the old site's, or the files given (all from one old site).
const [first] = options.inputs;
for (const input of options.inputs) if (!existsSync(input)) fail(`${shown(input)} does not exist.`);
const oneFolder = options.inputs.length === 1 && lstatSync(first).isDirectory();
const root = oneFolder ? first : rootOf(first);
const { convention, folders, site: oldSite } = oldSiteAt(root);
let postPaths;
try {
  postPaths = oneFolder ? postFilesOf(root, folders) : options.inputs.map((file) => path.relative(root, file).split(path.sep).join('/'));
} catch (error) {
  fail(`${error.message}; nothing was written.`);
}
if (!postPaths.length) fail(`No posts found in ${shown(root)} (looked in ${folders.join(', ')}): give the folder of the posts or the post files.`);
const sources = [];
for (const postPath of postPaths) {
  const file = path.join(root, postPath);
  if (lstatSync(file).size > MAX_POST_BYTES) fail(`${shown(file)} is larger than ${MAX_POST_BYTES} bytes, more than a post; nothing was written.`);
  sources.push({ path: postPath, text: readFileSync(file, 'utf8') });
}

const contentDir = path.join(options.dir, 'content');
const existing = listFilesNoLinks(path.join(contentDir, 'notes')).filter((file) => file.endsWith('.md'));
const { tagSlug } = await import('@/lib/model/noteSchema');
const spellings = new Map();
for (const file of existing) {
  const tags = /^tags:\s*\[([^\]]*)\]/m.exec(readFileSync(path.join(contentDir, 'notes', file), 'utf8'))?.[1];
  for (const tag of tags?.split(',').map((t) => t.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean) ?? []) if (!spellings.has(tagSlug(tag))) spellings.set(tagSlug(tag), tag);
}
const taken = new Set(existing.map((file) => file.replace(/(\.[a-z]{2,3}(-[a-z0-9]+)?)?\.md$/, '')));
const { notes, files, refused, skipped } = await notesFromPosts(sources, {
  root,
  oldSite,
  convention,
  oldUrlPattern: options.oldUrlPattern,
  offline: options.offline,
  taken,
  spellings,
});

// Checked as the build checks a note, before anything is written: a note that would not pass is
// not written, and says why.
const { noteBodyProblems } = await import('@/lib/content/noteBody');
const { fixFormulas } = await import('@/lib/interchange/posts/formulas');
const planned = new Set(files.map((file) => `/${file.path.slice('public/'.length)}`));
const publicFileExists = (sitePath) => planned.has(sitePath) || existsSync(path.join(options.dir, 'public', sitePath));
const written = [];
for (const note of notes) {
  const fixed = fixFormulas(note.text);
  note.text = fixed.text;
  note.draft.reports.push(...fixed.reports);
  const { body, bodyLine } = splitFrontMatter(note.text);
  const problems = noteBodyProblems(body, bodyLine, { publicFileExists });
  if (problems.length) refused.push({ path: note.draft.source.path, reasons: problems.map((p) => `line ${p.line} of the note: ${p.message}`) });
  else written.push(note);
}
const usedFiles = files.filter((file) => written.some((note) => note.text.includes(`/${file.path.slice('public/'.length)}`)));
const toWrite = [...written.map((note) => [note.file, note.text]), ...usedFiles.map((file) => [file.path, file.bytes])];
if (!options.dryRun) refuseOverUncommitted(options.dir, { force: options.force, command: 'import:notes', writes: toWrite.map(([file]) => file) });
const unsafe = unsafePaths(options.dir, toWrite.map(([file]) => file));
if (unsafe.length) fail(`import:notes cannot write these paths safely; nothing was written:\n${unsafe.map(({ file, reason }) => `  ${visibleLine(file)}: ${reason}`).join('\n')}`);

// The plan, with every text of the posts' printed with its control characters made visible.
const { CONVENTION_NAMES } = await import('@/lib/interchange/posts/types');
const line = (text) => `    ${visibleLine(text)}`;
console.log(`import:notes reads ${sources.length} post${sources.length === 1 ? '' : 's'} of ${shown(root)}${convention ? ` (${CONVENTION_NAMES[convention]})` : ''} into ${shown(options.dir)}:`);
let reported = 0;
for (const note of written) {
  const { draft } = note;
  console.log(`  ${draft.source.path} → ${note.file} (${CONVENTION_NAMES[draft.convention]})`);
  if (note.redirectFrom.length) console.log(line(`old address${note.redirectFrom.length === 1 ? '' : 'es'}, redirected: ${note.redirectFrom.join(' ')}`));
  for (const report of draft.reports) console.log(line(`${draft.source.path}${report.line ? `:${report.line}` : ''}: ${report.message}`));
  reported += draft.reports.length;
}
/** Where a copied file came from: a path in the old site, or the address it was downloaded from. */
const origin = (source) => (typeof source === 'string' && path.isAbsolute(source) ? path.relative(root, source) : source);
if (usedFiles.length) console.log(`  pictures and files copied:\n${usedFiles.map((file) => line(`${file.path}  (from ${origin(file.source)})`)).join('\n')}`);
if (skipped.length) console.log(`  skipped:\n${skipped.map(line).join('\n')}`);
if (refused.length) console.log(`  not imported:\n${refused.flatMap(({ path: file, reasons }) => reasons.map((reason) => line(`${file}: ${reason}`))).join('\n')}`);
console.log(`  ${written.length} notes, ${usedFiles.length} pictures and files, ${reported} things reported above, ${refused.length} posts not imported.`);
if (options.dryRun) {
  console.log('\n--dry-run: nothing was written.');
  process.exit(0);
}
if (!written.length) fail('Nothing to write.');

await confirmOrStop('Write these notes and pictures?', { yes: options.yes, why: 'This adds content files.' });
writeFilesSafely(options.dir, toWrite);
console.log(`\nDone: wrote ${written.length} notes and ${usedFiles.length} pictures and files.`);
if (!checkContentOf(engineRoot, options.dir, contentDir)) fail('The imported notes do not pass the content check: fix the lines above.');
console.log(`Next: read the lines above and each note, then npm run dev to see them. Commit when they are yours:
  git add -A content public && git commit -m "Notes from my old blog"`);
