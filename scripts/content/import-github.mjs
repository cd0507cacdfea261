// `npm run import:github -- <user>`: a project file per public repository of <user>, from the
// code-hosting API (GITHUB_TOKEN, when set, raises its rate limit; GITHUB_API_URL points it at a
// test's stub server). By default the most starred repositories that are not forks; --repos picks
// them by name, --limit says how many, --forks lets forks in. Each becomes content/projects/{id}.ts
// (title, description, topics as tags, languages as the tech stack, homepage as live demo, dates)
// listed in projects/index.ts. It never overwrites a project file: a repository whose id is taken
// is skipped. Everything is fetched before anything is written, so a network fault or a rate
// limit gives one line and writes nothing. Same safety as new-site: it refuses to run over changes
// of content/ that git does not have yet (--force runs anyway) and asks first (--yes skips that).
import '../node/load-env.mjs';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { checkContentOf, confirmOrStop, CONTENT_FLAGS, fail, refuseOverUncommitted, shown } from './contentCommand.mjs';
import { writtenProblems } from './checkWritten.mjs';
import { projectFileText } from './importedFiles.mjs';
import { addToProjectsIndex, namesForIndex, projectIdsIn } from './projectsIndex.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { unsafePaths, writeFilesSafely } from '../node/pathPolicy.mjs';
import { visibleLine } from '../node/terminalText.mjs';

const engineRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Repositories imported when --limit is not given. */
const DEFAULT_LIMIT = 6;
/** A user name on the code-hosting service: letters, digits and single hyphens. */
const USER = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

const { values, positionals, wrongUsage } = cliArgs('npm run import:github -- <user> [options]    (<user>: whose public repositories to import)', {
  limit: { type: 'string', value: 'n', whole: true, help: `how many (default ${DEFAULT_LIMIT}), the most starred first` },
  repos: { type: 'string', value: 'a,b', help: 'exactly these repositories, by name' },
  forks: { type: 'boolean', help: 'let forks in (left out by default)' },
  ...CONTENT_FLAGS,
}, { positionals: true });
if (positionals.length !== 1) wrongUsage(positionals.length ? `One user at a time, not ${positionals.length}.` : 'Whose repositories? Name the user.');
if (Number(values.limit ?? 1) < 1) wrongUsage('--limit wants a whole number above 0.');
const repos = values.repos?.split(',').map((name) => name.trim()).filter(Boolean);
const options = { ...values, names: repos, user: positionals[0], limit: Number(values.limit ?? DEFAULT_LIMIT), dir: path.resolve(values.dir ?? engineRoot) };
if (!USER.test(options.user)) fail(`${JSON.stringify(options.user)} is not a user name on the code-hosting service (letters, digits and hyphens).`);

const contentDir = path.join(options.dir, 'content');
const projectsDir = path.join(contentDir, 'projects');
const indexFile = path.join(projectsDir, 'index.ts');
if (!existsSync(indexFile)) fail(`${shown(indexFile)} is missing: run npm run new-site first, or give --dir the site folder.`);
// It writes only project files that do not exist yet, and the index.
refuseOverUncommitted(options.dir, { force: options.force, command: 'import:github', writes: ['content/projects/index.ts'] });

const { readEnv } = await import('@/lib/content/env');
const { GitHubApiError } = await import('@/lib/github/api');
const { fetchLanguagesOf, fetchRepositories } = await import('@/lib/github/repositories');
const { chooseRepositories, projectFromRepository } = await import('@/lib/interchange/projectsFromRepositories');
const { uniqueIds } = await import('@/lib/interchange/projectDraft');
const env = readEnv();
const api = { apiBase: env.GITHUB_API_URL, token: env.GITHUB_TOKEN };

// Everything from the API first: a fault half-way writes nothing.
let chosen;
let languages;
try {
  const repositories = await fetchRepositories(options.user, api);
  const choice = chooseRepositories(repositories, { names: options.names, limit: options.limit, forks: options.forks });
  if (choice.unknown.length) fail(`${options.user} has no public repository named ${choice.unknown.map((name) => JSON.stringify(name)).join(', ')}; nothing was written.`);
  chosen = choice.chosen;
  languages = await fetchLanguagesOf(options.user, chosen.map((repo) => repo.name), api);
} catch (error) {
  if (error instanceof GitHubApiError) fail(`${error.message} Nothing was written.`);
  throw error;
}
if (!chosen.length) fail(`${options.user} has no public repository to import${options.forks ? '' : ' that is not a fork (--forks lets forks in)'}; nothing was written.`);

const indexText = readFileSync(indexFile, 'utf8');
const taken = projectIdsIn(projectsDir);
const ids = uniqueIds(chosen.map((repo) => repo.name));
const now = new Date();
const today = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
const writes = [];
const skipped = [];
chosen.forEach((repo, i) => {
  const id = ids[i];
  const file = path.join(projectsDir, `${id}.ts`);
  // Never over a project file or an id the owner already uses: their edits win.
  if (taken.has(id) || existsSync(file)) skipped.push(`${repo.name}: content/projects/${id}.ts or the id "${id}" exists already`);
  else writes.push({ id, file, project: projectFromRepository(repo, languages[i], id, { featured: taken.size === 0 && i < 3, today }) });
});

// Everything to write, checked before anything is: TypeScript that parses, each name once, every
// path plain (no link on the way or at the target).
if (!writes.length) fail(`Nothing to write.${skipped.length ? `\n${skipped.map((line) => `    ${visibleLine(line)}`).join('\n')}` : ''}`);
const names = namesForIndex(indexText, writes.map(({ id }) => id));
const newIndex = addToProjectsIndex(indexText, writes.map(({ id }) => id), names);
if (newIndex === undefined) fail(`${shown(indexFile)} does not read "export const projects: ProjectInput[] = [...]": add the projects by hand. Nothing was written.`);
const origin = `npm run import:github from ${options.user}'s repositories`;
const files = [
  ...writes.map(({ id, project }, i) => [`content/projects/${id}.ts`, projectFileText(project, origin, names[i])]),
  ['content/projects/index.ts', newIndex],
];
const unreadable = writtenProblems(files);
if (unreadable.length) fail(`import:github would write files that do not parse; nothing was written:\n${unreadable.map((line) => `  ${visibleLine(line)}`).join('\n')}`);
const refused = unsafePaths(options.dir, files.map(([file]) => file));
if (refused.length) fail(`import:github cannot write these paths safely; nothing was written:\n${refused.map(({ file, reason }) => `  ${visibleLine(file)}: ${reason}`).join('\n')}`);

// Names and texts from the API are printed with their control characters made visible.
console.log(`import:github adds ${writes.length} project${writes.length === 1 ? '' : 's'} from the public repositories of ${options.user} to ${shown(contentDir)}:`);
for (const { file, project } of writes) console.log(`    ${shown(file)}  (${visibleLine(project.techStack.map((tech) => tech.name).join(', '))})`);
if (skipped.length) console.log(`  skipped (never overwritten):\n${skipped.map((line) => `    ${visibleLine(line)}`).join('\n')}`);
console.log(`  and lists them in ${shown(indexFile)}.`);

await confirmOrStop('Write these project files?', { yes: options.yes, why: 'This adds content files.' });

writeFilesSafely(options.dir, files);
console.log(`\nDone: wrote ${writes.length} project files.`);
if (!checkContentOf(engineRoot, options.dir, contentDir)) fail('The new projects do not pass the content check: fix the lines above.');
console.log('Next: add screenshots, features and challenges to each project file, then npm run dev to see them.');
