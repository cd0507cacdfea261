// `npm run import:resume -- <file.json>`: starts the owner's content from a JSON Resume
// (jsonresume.org; LinkedIn and other résumé tools export one). It checks the file against
// @jsonresume/schema (each problem by JSON path and rule) and writes the identity files of content/
// (profile, site, home, about, experience, resume) and one file per project, replacing the projects
// that were there. It keeps the settings (theme.ts, interface.ts, navigation.ts), pages.ts,
// contact.ts and the notes, and lists what the site has no place for, field by field. Then it
// checks the result the way the build does. Same safety as new-site: it refuses to run over changes
// of content/ that git does not have yet (--force runs anyway) and asks first (--yes skips that).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { checkContentOf, confirmOrStop, CONTENT_FLAGS, fail, refuseOverUncommitted, shown } from './contentCommand.mjs';
import { writtenProblems } from './checkWritten.mjs';
import { projectFileText, projectsIndexText, resumeFileTexts } from './importedFiles.mjs';
import { exportNames } from './tsLiteral.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { unsafePaths, writeFilesSafely } from '../node/pathPolicy.mjs';
import { listFilesNoLinks as listFiles } from '../node/walkFiles.mjs';
import { visibleLine } from '../node/terminalText.mjs';

const engineRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const skeletonDir = path.join(engineRoot, 'scripts/content/skeleton');
/** Written from the skeleton only when missing: the résumé has nothing for them. */
const FROM_SKELETON_IF_MISSING = ['pages.ts', 'contact.ts', 'interface.ts', 'navigation.ts'];

const USAGE = 'npm run import:resume -- <file.json> [options]    (<file.json>: a JSON Resume, https://jsonresume.org/schema)';
const { values, positionals, wrongUsage } = cliArgs(USAGE, CONTENT_FLAGS, { positionals: true });
if (positionals.length !== 1) wrongUsage(positionals.length ? `One résumé at a time, not ${positionals.length}.` : 'Which résumé? Give its file.');
const options = { ...values, file: path.resolve(positionals[0]), dir: path.resolve(values.dir ?? engineRoot) };

// The file first: a résumé that is not valid changes nothing.
let resume;
try {
  resume = JSON.parse(readFileSync(options.file, 'utf8'));
} catch (error) {
  fail(`${shown(options.file)} cannot be read as JSON: ${error.message}`);
}
const { jsonResumeProblems } = await import('@/lib/interchange/validate');
const problems = jsonResumeProblems(resume);
if (problems.length) {
  fail(`${shown(options.file)} is not a valid JSON Resume (${problems.length} problem${problems.length === 1 ? '' : 's'}); nothing was written:\n` +
    problems.map((problem) => `  - ${problem}`).join('\n'));
}

const contentDir = path.join(options.dir, 'content');

const { fromResume } = await import('@/lib/interchange/fromResume');
const now = new Date();
const today = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const { content, notes } = fromResume(resume, { today });

const origin = `npm run import:resume from ${visibleLine(path.basename(options.file))}`;
const ids = content.projects.map((project) => project.id);
const names = exportNames(ids);
const files = {
  ...resumeFileTexts(content, origin),
  'projects/index.ts': projectsIndexText(ids, names),
  ...Object.fromEntries(content.projects.map((project, i) => [`projects/${project.id}.ts`, projectFileText(project, origin, names[i])])),
  ...(content.publicationsBib ? { 'publications.bib': content.publicationsBib } : {}),
};
const existing = listFiles(contentDir);
const oldProjects = existing.filter((file) => file.startsWith('projects/') && !(file in files));
const fromSkeleton = FROM_SKELETON_IF_MISSING.filter((file) => !existing.includes(file));
const kept = existing.filter((file) => !(file in files) && !oldProjects.includes(file));
refuseOverUncommitted(options.dir, {
  force: options.force,
  command: 'import:resume',
  writes: [...Object.keys(files), ...oldProjects].map((file) => `content/${file}`),
});

// What is written is checked first: TypeScript that parses, each name once, every path plain; the
// publications as the build reads them.
const { parsePublications } = await import('@/lib/content/publications');
const unreadable = [
  ...writtenProblems(Object.entries(files).filter(([file]) => file.endsWith('.ts')).map(([file, text]) => [`content/${file}`, text])),
  ...(content.publicationsBib
    ? parsePublications(content.publicationsBib, content.profile.name, 'content/publications.bib').problems.map((p) => `${p.file}, ${p.entry}, ${p.field}: ${p.message}`)
    : []),
];
if (unreadable.length) fail(`import:resume would write files that do not parse; nothing was written:\n${unreadable.map((line) => `  ${visibleLine(line)}`).join('\n')}`);
const refused = unsafePaths(options.dir, [...Object.keys(files), ...oldProjects, ...fromSkeleton].map((file) => `content/${file}`));
if (refused.length) fail(`import:resume cannot write these paths safely; nothing was written:\n${refused.map(({ file, reason }) => `  ${visibleLine(file)}: ${reason}`).join('\n')}`);

// Names, values and keys from the résumé are printed with their control characters made visible.
const list = (items) => items.map((item) => `    ${visibleLine(item)}`).join('\n');
console.log(`import:resume writes the content of ${shown(options.dir)} from ${shown(options.file)}:`);
console.log(`  write:\n${list(Object.keys(files).map((file) => `content/${file}`))}`);
if (oldProjects.length) console.log(`  remove (the projects being replaced):\n${list(oldProjects.map((file) => `content/${file}`))}`);
if (fromSkeleton.length) console.log(`  write from the skeleton (missing):\n${list(fromSkeleton.map((file) => `content/${file}`))}`);
if (kept.length) console.log(`  keep as they are:\n${list(kept.map((file) => `content/${file}`))}`);
if (notes.unmapped.length) console.log(`  not imported (the site has no place for these fields of the résumé):\n${list(notes.unmapped)}`);
if (notes.skipped.length) console.log(`  entries left out:\n${list(notes.skipped)}`);
if (notes.adjusted.length) console.log(`  adjusted to fit:\n${list(notes.adjusted)}`);
// Notes stay; a link of theirs to a project being replaced would break (the link check says so later).
const goneIds = new Set(oldProjects.map((file) => path.basename(file, '.ts')).filter((id) => !content.projects.some((project) => project.id === id)));
const brokenLinks = kept
  .filter((file) => file.startsWith('notes/') && file.endsWith('.md'))
  .flatMap((file) => [...readFileSync(path.join(contentDir, file), 'utf8').matchAll(/\/projects\/([a-z0-9-]+)/g)].filter((m) => goneIds.has(m[1])).map((m) => `content/${file} links /projects/${m[1]}/`));
if (brokenLinks.length) console.log(`  links that will point nowhere (edit or remove these notes):\n${list([...new Set(brokenLinks)])}`);
if (notes.placeholders.length) console.log(`  placeholders to replace with your own words:\n${list(notes.placeholders)}`);

await confirmOrStop('Write the content? The files listed are replaced; git keeps the old ones.', {
  yes: options.yes,
  why: 'This replaces content files.',
});

for (const file of oldProjects) rmSync(path.join(contentDir, file), { force: true });
writeFilesSafely(options.dir, [
  ...Object.entries(files).map(([file, text]) => [`content/${file}`, text]),
  ...fromSkeleton.map((file) => [`content/${file}`, readFileSync(path.join(skeletonDir, file))]),
]);
if (!existsSync(path.join(contentDir, 'theme.ts'))) console.warn('content/theme.ts is missing: copy your brand colours in (docs/content.md).');

console.log(`\nDone: wrote ${Object.keys(files).length + fromSkeleton.length} files (${content.projects.length} projects), removed ${oldProjects.length}.`);
if (!checkContentOf(engineRoot, options.dir, contentDir)) fail('The imported content does not pass the content check: fix the lines above.');
console.log(`
Next: read the files (each says what its fields do), replace the placeholders listed above, add
pictures and features to the projects, then npm run dev to see the site. Commit when it is yours:
  git add -A content && git commit -m "Content from my JSON Resume"`);
