// The paths the README and docs/ promise an owner, each performed by the docs' own words on a copy
// of a test owner's site (.owner-paths/{path}/, git-ignored), then checked as the gate checks a
// site: the content check on each copy and one type check of them all. The steps come from the
// docs: each path names the doc and the words of the step it performs (a command, a sentence, a
// code block), and fails when the doc no longer says them, so a doc that changes its steps takes
// this test with it. Commands run the script package.json names for them, with the doc's
// arguments. What the paths change in a build is built by the engine's test owners in the same run
// (./engine.mjs); --gate walks paths one after the other on one copy and runs the whole gate on it.
// Usage: node scripts/test/owner-paths.mjs [--only name,name] [--gate name,name]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATHS, run } from './owner-path-steps.mjs';
import { runLabelled } from './prefixed.mjs';
import { NotRunHere } from './upgrade-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAGE = path.join(root, '.owner-paths');

/** A copy of a test owner's site, as an owner has it: content/, public/, package.json, committed in git of its own. */
function siteFrom(owner, name) {
  const site = path.join(STAGE, name);
  const source = path.join(root, owner);
  rmSync(site, { recursive: true, force: true });
  cpSync(source, path.join(site, 'content'), { recursive: true, filter: (file) => file !== path.join(source, 'public') });
  if (existsSync(path.join(source, 'public'))) cpSync(path.join(source, 'public'), path.join(site, 'public'), { recursive: true });
  else mkdirSync(path.join(site, 'public'));
  cpSync(path.join(root, 'package.json'), path.join(site, 'package.json'));
  const git = (...args) => execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', ...args], { cwd: site, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'my site');
  return site;
}

/** The site a path starts from, in .owner-paths/{folder}/: made by the path, or a copy of its test owner's. */
const startOf = (name, folder = name) => (PATHS[name].make ? PATHS[name].make(path.join(STAGE, folder)) : siteFrom(PATHS[name].owner, folder));

/** Performs each path, then its checks; the problems found, one line each. */
export async function walkPaths(names = Object.keys(PATHS), log = console.log) {
  const problems = [];
  const done = [];
  for (const name of names) {
    const begun = Date.now();
    try {
      const site = startOf(name);
      await PATHS[name].steps(site);
      if (PATHS[name].fails) {
        const checked = await run(site, 'scripts/build/check-content.mjs', []).then(() => '', (error) => error.message);
        if (!PATHS[name].fails.test(checked)) throw new Error(`the content check should name ${PATHS[name].fails}, and said:\n${checked || 'no problems'}`);
        done.push(name);
        log(`${name}: the content check named the mistake in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
        continue;
      }
      await run(site, 'scripts/build/check-content.mjs', []);
      // The step took: the site as the build loads it (in the path's language, if it adds one).
      const loaded = async (env) => JSON.parse(await run(site, 'scripts/node/print-content.mjs', [], env));
      const took = PATHS[name].result(await loaded({}), PATHS[name].language && (await loaded({ SITE_LANGUAGE: PATHS[name].language })));
      if (took !== true) throw new Error(`the steps did not take: ${took}`);
      done.push(name);
      log(`${name}: the steps and the content check passed in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    } catch (error) {
      if (error instanceof NotRunHere) log(`${name}: not run here: ${error.message}`);
      else problems.push(`${name}: ${error.message}`);
    }
  }
  if (done.length) {
    // One type check of every copy's content, against the engine's types.
    writeFileSync(
      path.join(STAGE, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { incremental: false, paths: { '@/*': ['../*'] } }, include: done.map((name) => `${name}/content/**/*.ts`), exclude: [] }, null, 2),
    );
    const begun = Date.now();
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', path.join(STAGE, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
      log(`typecheck of ${done.length} sites passed in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    } catch (error) {
      problems.push(`typecheck: ${error.stdout || error.message}`);
    }
  }
  return problems;
}

/** What `npm run gate` needs of the engine beside the site's own files. */
const ENGINE = ['app', 'components', 'lib', 'scripts', 'tests', 'next.config.ts', 'tsconfig.json', 'eslint.config.mjs', 'playwright.config.ts', '.htmlvalidate.mjs', 'jest.config.js', 'engine.json'];

/**
 * The paths `names` walked one after the other on one copy (the first one's start; in
 * .owner-paths/{folder}/), then the whole gate on it, as the owner would run it: the engine copied
 * beside the site's files, packages from the repository's node_modules/ above. Answers the site's
 * folder (its export in out/); throws when a step or the gate fails.
 */
export async function gateAfter(names, { port, label = 'gate', folder = `gate-${names.join('+')}` } = {}) {
  const site = startOf(names[0], folder);
  for (const name of names) await PATHS[name].steps(site);
  for (const entry of ENGINE) cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
  // The gate needs no git, and Next.js looks for its packages no higher than a repository's top:
  // the copy's own repository would hide the node_modules/ above it. (So this is also the gate in a
  // site that is not a git repository.)
  rmSync(path.join(site, '.git'), { recursive: true, force: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(port ? { E2E_PORT: String(port) } : {}) };
  for (const name of ['CONTENT_DIR', 'PUBLIC_DIR', 'GITHUB_TOKEN', 'PRERENDER_STATS', 'E2E_TARGET']) delete env[name];
  const status = await runLabelled('npm', ['run', 'gate', '--silent'], { cwd: site, env, label });
  if (status !== 0) throw new Error(`npm run gate after ${names.join(', ')} failed (exit ${status})`);
  return site;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const gateIndex = args.indexOf('--gate');
  if (gateIndex >= 0) {
    await gateAfter(args[gateIndex + 1].split(','), { port: process.env.E2E_PORT, label: '' });
    process.exit(0);
  }
  const problems = await walkPaths(onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : undefined);
  if (problems.length) {
    console.error(`The owner paths failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
}
