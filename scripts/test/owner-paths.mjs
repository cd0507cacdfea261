// The paths the README and docs/ promise an owner, each performed by the docs' own words on a copy
// of a test owner's site (.owner-paths/{path}/, git-ignored), then checked as the gate checks a
// site: the content check on each copy and one type check of them all. The steps come from the
// docs: each path names the doc and the words of the step it performs (a command, a sentence, a
// code block), and fails when the doc no longer says them, so a doc that changes its steps takes
// this test with it. Commands run the script package.json names for them, with the doc's
// arguments. What the paths change in a build is built by the engine's test owners in the same run
// (./engine.mjs), or by a copy that takes several paths in turn and is built (--build); --gate
// walks paths one after the other on one copy and runs the whole gate on it.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../node/cliArgs.mjs';
import { baseOwners } from './build-owner.mjs';
import { docSays } from './doc-steps.mjs';
import { PATHS, run } from './owner-path-steps.mjs';
import { runLabelled } from './prefixed.mjs';
import { NotRunHere } from './engineHistory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAGE = path.join(root, '.owner-paths');

/**
 * A copy of a test owner's site, as an owner has it: content/, public/, package.json, committed in
 * git of its own. A test owner made of another one plus changes (the bilingual owner imports the
 * sparse one's files: '../sparse-owner/home') has that owner's folder beside content/, so those
 * imports hold, and its pictures in public/ too.
 */
function siteFrom(owner, name) {
  const site = path.join(STAGE, name);
  const source = path.join(root, owner);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'public'), { recursive: true });
  for (const folder of [...baseOwners(source), source]) {
    const pictures = path.join(folder, 'public');
    cpSync(folder, path.join(site, folder === source ? 'content' : path.basename(folder)), { recursive: true, filter: (file) => file !== pictures });
    if (existsSync(pictures)) cpSync(pictures, path.join(site, 'public'), { recursive: true });
  }
  cpSync(path.join(root, 'package.json'), path.join(site, 'package.json'));
  execFileSync('git', ['init', '-q'], { cwd: site });
  commit(site, 'my site');
  return site;
}

/** Records what the site's folder holds in its git, as an owner does between steps (the content tools ask for it). */
function commit(site, message) {
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', ...args], { cwd: site, stdio: 'ignore' });
  git('add', '-A');
  git('commit', '-q', '--allow-empty', '-m', message);
}

/** The site a path starts from, in .owner-paths/{folder}/: made by the path, or a copy of its test owner's. */
const startOf = (name, folder = name) => (PATHS[name].make ? PATHS[name].make(path.join(STAGE, folder)) : siteFrom(PATHS[name].owner, folder));

/**
 * Checks the path `name` on `site` as the gate would: the content check, then what its steps did to
 * the site as the build loads it (or, for a path that makes a mistake, that the check names it).
 * Answers what it found, for the log; throws when the path did not take.
 */
async function checkPath(name, site) {
  if (PATHS[name].fails) {
    const checked = await run(site, 'scripts/build/check-content.mjs', []).then(() => '', (error) => error.message);
    if (!PATHS[name].fails.test(checked)) throw new Error(`the content check should name ${PATHS[name].fails}, and said:\n${checked || 'no problems'}`);
    return 'the content check named the mistake';
  }
  await run(site, 'scripts/build/check-content.mjs', []);
  // The step took: the site as the build loads it (in the path's language, if it adds one).
  const loaded = async (env) => JSON.parse(await run(site, 'scripts/node/print-content.mjs', [], env));
  const took = PATHS[name].result(await loaded({}), PATHS[name].language && (await loaded({ SITE_LANGUAGE: PATHS[name].language })));
  if (took !== true) throw new Error(`the steps did not take: ${took}`);
  return 'the steps and the content check passed';
}

/** One `tsc` over the content of the copies in `folders` (of .owner-paths/), against the engine's types; throws with its report. */
function typecheck(folders, config = 'tsconfig.json') {
  writeFileSync(
    path.join(STAGE, config),
    JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { incremental: false, paths: { '@/*': ['../*'] } }, include: folders.map((folder) => `${folder}/content/**/*.ts`), exclude: [] }, null, 2),
  );
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(STAGE, config)], { cwd: root, encoding: 'utf8' });
  } catch (error) {
    throw new Error(`typecheck: ${error.stdout || error.message}`);
  }
}

const seconds = (begun) => `${((Date.now() - begun) / 1000).toFixed(1)} s`;

/** Performs each path on its own copy, then its checks; the problems found, one line each. */
export async function walkPaths(names = Object.keys(PATHS), log = console.log) {
  const problems = [];
  const done = [];
  for (const name of names) {
    const begun = Date.now();
    try {
      const site = startOf(name);
      await PATHS[name].steps(site);
      const found = await checkPath(name, site);
      if (!PATHS[name].fails) done.push(name);
      log(`${name}: ${found} in ${seconds(begun)}`);
    } catch (error) {
      if (error instanceof NotRunHere) log(`${name}: not run here: ${error.message}`);
      else problems.push(`${name}: ${error.message}`);
    }
  }
  if (done.length) {
    const begun = Date.now();
    try {
      typecheck(done);
      log(`typecheck of ${done.length} sites passed in ${seconds(begun)}`);
    } catch (error) {
      problems.push(error.message);
    }
  }
  return problems;
}

/** What `npm run gate` needs of the engine beside the site's own files. */
const ENGINE = ['app', 'components', 'lib', 'scripts', 'tests', 'next.config.ts', 'tsconfig.json', 'eslint.config.mjs', 'playwright.config.ts', '.htmlvalidate.mjs', 'jest.config.js', 'engine.json'];

/**
 * The engine copied beside the site's files in `site`, as an owner's repository has it, packages
 * from the repository's node_modules/ above; then `npm run {script}` for each of `scripts` there.
 * Throws when one fails.
 */
async function inSite(site, scripts, { port, label }) {
  for (const entry of ENGINE) cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
  // The gate needs no git, and Next.js looks for its packages no higher than a repository's top:
  // the copy's own repository would hide the node_modules/ above it. (So this is also the gate in a
  // site that is not a git repository.)
  rmSync(path.join(site, '.git'), { recursive: true, force: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(port ? { E2E_PORT: String(port) } : {}) };
  for (const name of ['CONTENT_DIR', 'PUBLIC_DIR', 'GITHUB_TOKEN', 'PRERENDER_STATS', 'E2E_TARGET']) delete env[name];
  for (const [script, ...args] of scripts) {
    const status = await runLabelled('npm', ['run', script, '--silent', ...(args.length ? ['--', ...args] : [])], { cwd: site, env, label });
    if (status !== 0) throw new Error(`npm run ${script} failed (exit ${status}) in .owner-paths/${path.basename(site)}/`);
  }
}

/**
 * The paths `names` walked one after the other on one copy (the first one's start; in
 * .owner-paths/{folder}/), each checked as walkPaths checks it right after its steps and then
 * committed, as an owner does between steps (the README: the content tools refuse to run over
 * changes git has not recorded); then the copy's content type-checked (unless `typecheck` is
 * false: the gate type-checks it). Answers the site's folder; throws when a step or a check fails.
 */
export async function walkOnOneCopy(names, { folder = names.join('+'), log = console.log, typecheck: typechecked = true } = {}) {
  docSays('README.md', 'These four commands refuse to run over changes git has not recorded: commit after each.');
  const site = startOf(names[0], folder);
  for (const name of names) {
    const begun = Date.now();
    const found = await PATHS[name]
      .steps(site)
      .then(() => checkPath(name, site))
      .catch((error) => Promise.reject(new Error(`${name}: ${error.message}`)));
    log(`${name}: ${found} in ${seconds(begun)}`);
    commit(site, name);
  }
  if (typechecked) {
    const begun = Date.now();
    typecheck([folder], `tsconfig.${folder}.json`);
    log(`typecheck of the site passed in ${seconds(begun)}`);
  }
  return site;
}

/**
 * The paths `names` walked on one copy (walkOnOneCopy), then the whole gate on it, as the owner
 * would run it. Answers the site's folder (its export in out/); throws when a step or the gate fails.
 */
export async function gateAfter(names, { port, label = 'gate', folder = `gate-${names.join('+')}`, log = console.log } = {}) {
  const site = await walkOnOneCopy(names, { folder, log, typecheck: false });
  await inSite(site, [['gate']], { port, label });
  return site;
}

/**
 * The paths `names` walked on one copy (walkOnOneCopy), then built and its export checked as the
 * gate checks one (links, HTML, the JavaScript budget): for paths whose output no test owner's
 * build holds, at the cost of one build (two with a language added). Answers the site's folder
 * (its export in out/); throws when a step, a check or the build fails.
 */
export async function buildAfter(names, { label = 'build', folder = `build-${names.join('+')}`, log = console.log } = {}) {
  return buildSite(await walkOnOneCopy(names, { folder, log }), { label });
}

/** The site in `site` (walked by walkOnOneCopy) built, and its export checked as the gate checks one. Answers the folder. */
export async function buildSite(site, { label = 'build' } = {}) {
  await inSite(site, [['build', '--typechecked'], ['check']], { label });
  return site;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, wrongUsage } = cliArgs('node scripts/test/owner-paths.mjs [options]', {
    only: { type: 'string', value: 'path,path', help: 'walk these paths, each on its own copy (default: every path)' },
    gate: { type: 'string', value: 'path,path', help: 'walk these paths one after the other on one copy, then run the whole gate on it' },
    build: { type: 'string', value: 'path,path', help: 'walk these paths one after the other on one copy, then build it' },
  });
  const [only, gate, build] = [values.only, values.gate, values.build].map((list) => list?.split(','));
  const unknown = [only, gate, build].flat().filter((name) => name !== undefined && !(name in PATHS));
  if (unknown.length) wrongUsage(`No owner path is named ${unknown.join(', ')}; the paths are ${Object.keys(PATHS).join(', ')}.`);
  if (gate) {
    await gateAfter(gate, { port: process.env.E2E_PORT, label: '' });
    process.exit(0);
  }
  if (build) {
    await buildAfter(build, { label: '' });
    process.exit(0);
  }
  const problems = await walkPaths(only);
  if (problems.length) {
    console.error(`The owner paths failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}
