// Runs first in npm "prebuild" (and "predev"): checks every content file against its schema and
// the cross-file rules (lib/contentCheck.ts). A mistake prints one line per problem, naming the
// file, the entry and the field, and stops the build (exit code 1) before Next.js starts.
import '../node/register-ts.mjs';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.resolve(root, process.env.CONTENT_DIR || 'content');
const relativeDir = path.relative(root, contentDir);
const shownDir = relativeDir.startsWith('..') ? contentDir : relativeDir || '.';
const publicDir = path.join(root, 'public');

const { contentFiles } = await import('@/lib/content/schema');
const { checkContent, formatProblems } = await import('@/lib/content/check');

const modules = {};
const failed = [];
for (const file of Object.keys(contentFiles)) {
  try {
    modules[file] = await import(`@/content/${file.replace(/\.ts$/, '')}`);
  } catch (error) {
    failed.push(`  - ${shownDir}/${file}: cannot be loaded: ${String(error?.message ?? error).split('\n')[0]}`);
  }
}

// Which file of content/projects each project object was written in, to name it in messages.
const projectFiles = new Map();
for (const name of readdirSync(path.join(contentDir, 'projects')).filter((f) => /\.ts$/.test(f) && f !== 'index.ts')) {
  const mod = await import(`@/content/projects/${name.replace(/\.ts$/, '')}`).catch(() => ({}));
  for (const value of Object.values(mod)) projectFiles.set(value, `projects/${name}`);
}

if (failed.length) {
  console.error(`The content could not be loaded:\n${failed.join('\n')}`);
  process.exit(1);
}
const publicFileExists = (sitePath) => existsSync(path.join(publicDir, sitePath));
const { checkNotes, readNoteSources } = await import('@/lib/content/noteFiles');
const problems = [
  ...checkContent(modules, { publicFileExists, projectFile: (project) => projectFiles.get(project) }),
  // The notes (Markdown files in notes/): frontmatter, file names, tags and the images they show.
  ...checkNotes(readNoteSources(contentDir), publicFileExists).problems,
];
if (problems.length) {
  console.error(formatProblems(problems, shownDir));
  process.exit(1);
}
console.log(`Content checked: ${shownDir}/ has no problems.`);
