// Runs first in npm "prebuild" (and "predev"): warns of a secret in a .env file that git tracks,
// checks the build environment (shell and .env files, lib/content/env.ts), draws the notes'
// diagrams that have no drawing yet when a browser is at hand (scripts/diagrams/; never on CI,
// which builds from the committed drawings), then loads the owner's content the way the site does
// (lib/content/index.ts: every file against its schema, then the cross-file rules). A mistake
// prints one line per problem, naming the variable, or the file, the entry and the field, and
// stops the build (exit code 1) before Next.js starts.
import '../node/load-env.mjs';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSite } from '../../lib/content/buildTarget.mjs';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';
import { trackedEnvSecrets } from '../node/tracked-env-secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { absolute: contentDir, shown: shownDir } = resolveSite(process.env, root).content;

/** Names each project problem after the file of content/projects the project is written in. */
async function inProjectFiles(problems) {
  const fileOf = new Map();
  for (const name of readdirSync(path.join(contentDir, 'projects')).filter((f) => /\.ts$/.test(f) && f !== 'index.ts')) {
    const mod = await import(`@/content/projects/${name.replace(/\.ts$/, '')}`).catch(() => ({}));
    for (const value of Object.values(mod)) if (typeof value?.id === 'string') fileOf.set(`project "${value.id}"`, `projects/${name}`);
  }
  return problems.map((problem) => ({ ...problem, file: (problem.file === 'projects/index.ts' && fileOf.get(problem.entry)) || problem.file }));
}

for (const warning of trackedEnvSecrets(root)) console.warn(`Warning: ${warning}`);

// The environment first: content/site.ts and the contact page read it.
const { envProblems } = await import('@/lib/content/env');
const wrongEnv = envProblems(process.env);
if (wrongEnv.length) {
  console.error(`The build environment (shell or .env files) has ${wrongEnv.length === 1 ? 'a problem' : 'problems'}:\n${wrongEnv.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}

// Before the content is loaded: its check names a diagram that is not drawn.
const { drawMissing } = await import('@/scripts/diagrams/drawMissing');
const drawing = process.env.CI ? undefined : await drawMissing(contentDir);
if (drawing?.drawn) console.log(`Diagrams: ${drawing.drawn} drawn in ${drawing.seconds.toFixed(1)} s into ${shownDir}/notes/.diagrams/: commit them.`);
const diagramProblems = drawing?.problems ?? [];

try {
  await loadContent();
  if (diagramProblems.length) throw Object.assign(new Error('diagrams'), { name: 'ContentError', problems: [] });
} catch (error) {
  if (error?.name !== 'ContentError') {
    console.error(`The content could not be loaded from ${shownDir}/: ${String(error?.message ?? error).split('\n')[0]}`);
    process.exit(1);
  }
  const { formatProblems } = await import('@/lib/content/check');
  // Mermaid's reason for a diagram it would not draw, instead of "not drawn yet".
  const named = new Set(diagramProblems.map((problem) => `${problem.file} ${problem.entry}`));
  const others = error.problems.filter((problem) => !(named.has(`${problem.file} ${problem.entry}`) && / diagram that is not drawn yet/.test(problem.message)));
  console.error(formatProblems(await inProjectFiles([...diagramProblems, ...others]), shownDir));
  process.exit(1);
}
console.log(`Content checked: ${shownDir}/ has no problems.`);
// Links of publications.bib that are no links at all: left out, named here (the first 20: a file
// exported by one tool repeats one kind on every entry).
const { publicationWarnings } = await import('@/lib/content');
const SHOWN_WARNINGS = 20;
for (const w of publicationWarnings.slice(0, SHOWN_WARNINGS)) console.warn(`Warning: ${shownDir}/${w.file}, ${w.entry}, ${w.field}: ${w.message}`);
if (publicationWarnings.length > SHOWN_WARNINGS) console.warn(`Warning: … and ${publicationWarnings.length - SHOWN_WARNINGS} more of the same kinds in ${shownDir}/publications.bib`);

// Interface labels still written where they were before they became interface texts: they work
// for now; one line each says where they go (docs/content.md has the table).
const { movedLabels, movedLabelNotices } = await import('@/lib/model/movedLabels');
const files = [...new Set(movedLabels.map((label) => label.file))];
const owned = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, await import(`@/content/${file.replace(/\.ts$/, '')}`).catch(() => ({}))])),
);
for (const line of movedLabelNotices(owned)) console.log(`Notice: ${shownDir}/${line}`);
