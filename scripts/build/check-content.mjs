// Runs first in npm "prebuild" (and "predev"): checks every content file against its schema and
// the cross-file rules (lib/contentCheck.ts). A mistake prints one line per problem, naming the
// file, the entry and the field, and stops the build (exit code 1) before Next.js starts.
import '../node/load-env.mjs';
import '../node/register-ts.mjs';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.resolve(root, process.env.CONTENT_DIR || 'content');
const relativeDir = path.relative(root, contentDir);
const shownDir = relativeDir.startsWith('..') ? contentDir : relativeDir || '.';
const publicDir = path.join(root, 'public');

const { contentFiles } = await import('@/lib/content/schema');
const { checkContent, formatProblems } = await import('@/lib/content/check');
const { envProblems } = await import('@/lib/content/env');

// The environment first: content/site.ts and the contact page read it.
const wrongEnv = envProblems(process.env);
if (wrongEnv.length) {
  console.error(`The build environment (shell or .env files) has ${wrongEnv.length === 1 ? 'a problem' : 'problems'}:\n${wrongEnv.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

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
// Weight and pixel size of every image the content names (sharp reads only the header).
const imageInfos = new Map();
const sharp = (await import('sharp')).default;
for (const file of readdirSync(publicDir, { recursive: true, encoding: 'utf8' })) {
  const full = path.join(publicDir, file);
  if (!/\.(avif|gif|jpe?g|png|webp)$/i.test(file) || !statSync(full).isFile()) continue;
  const metadata = await sharp(full).metadata().catch(() => ({}));
  imageInfos.set(`/${file.split(path.sep).join('/')}`, { bytes: statSync(full).size, width: metadata.width, height: metadata.height });
}
const problems = checkContent(modules, {
  publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath)),
  projectFile: (project) => projectFiles.get(project),
  imageInfo: (sitePath) => imageInfos.get(sitePath),
});
if (problems.length) {
  console.error(formatProblems(problems, shownDir));
  process.exit(1);
}
console.log(`Content checked: ${shownDir}/ has no problems.`);
