// `npm run test:engine`: the engine proves itself on its test owners, whoever's content is in
// content/. Each owner is built in a copy of the repository (./build-owner.mjs), its export checked
// (links, HTML, the JavaScript budget, its own colours) and the end-to-end suite run on it
// (tests/e2e/targets.ts says which tests where); then the owner paths the docs describe
// (./owner-paths.mjs). Two lanes run side by side, each output line marked with its owner: the full
// owner's build and browser tests (the longest), then with --with-unit the unit tests and a new
// owner's site; and the other owners' builds and browser tests, which use what the first leaves idle.
// `npm run test:engine -- --help` lists its options; Playwright's own go after a second `--`.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cliArgs } from '../node/cliArgs.mjs';
import '../node/register-ts.mjs';
import { brandProblems } from '../check/brand-colours.mjs';
import { BASE_PATH, buildUnderBasePath, textFiles } from './base-path-build.mjs';
import { buildOwner, ownerEnv, root } from './build-owner.mjs';
import { PATHS } from './owner-path-steps.mjs';
import { buildSite, gateAfter, walkOnOneCopy, walkPaths } from './owner-paths.mjs';
import { runLabelled } from './prefixed.mjs';

const FULL = 'tests/fixtures/full-owner';
/** The sparse owner's site after SPARSE_PATHS (./owner-path-steps.mjs), as tests/e2e/targets.ts reads it. */
const SPARSE_SITE = '.owner-paths/sparse-owner';
const SPARSE_CONTENT = `${SPARSE_SITE}/content`;
const SPARSE_PATHS = ['change-the-colours', 'edit-in-place'];
/**
 * A new owner's way to a site of their own, in the README's order: start blank, import the résumé
 * and the repositories. What these paths write no test owner has, so their site is built and its
 * export checked as the gate does. It is also what deleting the notes changes in a build: the full
 * owner's settings (Notes in its top bar, comments on notes) and no notes.
 */
const NEWCOMER_PATHS = ['new-site', 'import-resume', 'import-github', 'import-notes'];
/**
 * The bilingual owner's site, as tests/e2e/targets.ts reads it: its Arabic named by
 * docs/languages.md's steps, then the docs' example note written (in English only: the browser
 * tests find a note, a series and later notes pages the other language lacks).
 */
const BILINGUAL_SITE = '.owner-paths/bilingual-owner';
const BILINGUAL_PATHS = ['add-a-right-to-left-language', 'add-a-note'];

const PARTS = ['full', 'sparse', 'bilingual', 'paths'];
const { values, positionals: playwrightArgs, wrongUsage } = cliArgs('npm run test:engine -- [options] [-- playwright test\'s options]', {
  only: { type: 'string', value: PARTS.join(','), help: 'these owners (and the owner paths) only' },
  'no-e2e': { type: 'boolean', help: 'build and check, run no browser test' },
  'with-unit': { type: 'boolean', help: 'the unit tests too, in the first lane (npm test)' },
}, { positionals: true });
const only = values.only?.split(',') ?? PARTS;
if (only.some((part) => !PARTS.includes(part))) wrongUsage(`--only takes ${PARTS.join(', ')}, not ${JSON.stringify(values.only)}.`);
const withE2e = !values['no-e2e'];
const withUnit = values['with-unit'];

/** Runs a command without blocking this process (the stub API and the other lane go on meanwhile). */
async function run(label, command, commandArgs, env = {}) {
  const code = await runLabelled(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, label });
  if (code !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${code})`);
}

/** What identifies the owner in `dir`: texts and addresses no other owner's site should hold. */
async function ownerMarks(dir) {
  const load = (file) => import(path.join(root, dir, file));
  const { profile } = await load('profile.ts');
  const { projects } = await load('projects/index.ts');
  const { site } = await load('site.ts');
  const { resume } = await load('resume.ts');
  return [
    profile.name,
    profile.email,
    profile.githubUrl,
    site.description,
    resume.summary.slice(0, 60),
    ...projects.flatMap((p) => [`/projects/${p.id}/`, p.title]),
  ];
}

/** Every text file of the export `dir` that holds a mark of the owner in `otherDir`. */
async function leaks(dir, otherDir) {
  const marks = await ownerMarks(otherDir);
  const found = [];
  for (const file of textFiles(dir)) {
    const text = readFileSync(path.join(root, dir, file), 'utf8');
    for (const mark of marks) if (text.includes(mark)) found.push(`${dir}/${file}: ${JSON.stringify(mark)} of ${otherDir}`);
  }
  return found;
}

/** Prints a line of the owner paths' progress marked with its lane's label. */
const logOf = (label) => (line) => console.log(`[${label}] ${line}`);
/** The engine's JavaScript budget on a test owner's export: it holds for every owner, or the engine grew. */
const budget = (label, dir, env = {}) => run(label, 'node', ['scripts/check/budget.mjs', '--dir', dir], env);
const colours = async (dir) => ({ colors: (await import(path.join(root, dir, 'theme.ts'))).colors, name: `${dir}/theme.ts` });
const problems = [];
const started = Date.now();
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
/**
 * Runs one step; a failure is recorded (the other steps go on) and the step answers false. Says
 * how long it took and when it ended, counted from the start, to show where the time goes.
 */
const step = async (name, work) => {
  const begun = Date.now();
  const took = () => `in ${minutes(Date.now() - begun)} (at ${minutes(Date.now() - started)})`;
  try {
    await work();
    console.log(`${name}: done ${took()}`);
    return true;
  } catch (error) {
    problems.push(`${name}: ${error.message}`);
    console.log(`${name}: failed ${took()}`);
    return false;
  }
};

/** Each owner's build and the checks of its export. */
const builds = {
  full: () =>
    step('full owner', async () => {
      const stage = await buildOwner(FULL, 'out-full-owner', {}, 'full');
      // Its links to its own address (canonical, sitemap, feed) are checked against its files too.
      await run('full', 'node', ['scripts/check/links.mjs', '--dir', 'out-full-owner'], ownerEnv(stage));
      await run('full', 'npx', ['html-validate', 'out-full-owner/**/*.html']);
      await budget('full', 'out-full-owner');
      const offBrand = await brandProblems(path.join(root, 'out-full-owner'), await colours(FULL), await colours('tests/fixtures/sparse-owner'));
      if (offBrand.length) throw new Error(`out-full-owner/ is not drawn in its owner's colours:\n  ${offBrand.join('\n  ')}`);
    }),

  // The sparse owner reaches its export the way an owner's site does: two of the docs' paths that
  // keep it sparse (another accent, a new name) on a copy without git, then the whole gate there
  // (content check, typecheck, lint, build, links, HTML, budget, the smoke tests).
  sparse: () =>
    step('sparse owner, after two owner paths, through the whole gate', async () => {
      const site = await gateAfter(SPARSE_PATHS, { port: port + PORT_OFFSET.sparse, label: 'sparse', folder: path.basename(SPARSE_SITE), log: logOf('sparse') });
      rmSync(path.join(root, 'out-sparse-owner'), { recursive: true, force: true });
      renameSync(path.join(site, 'out'), path.join(root, 'out-sparse-owner'));
      const found = await leaks('out-sparse-owner', FULL);
      if (found.length) throw new Error(`The full owner appears in the sparse owner's site:\n  ${found.join('\n  ')}`);
      const offBrand = await brandProblems(path.join(root, 'out-sparse-owner'), await colours(SPARSE_CONTENT), await colours(FULL));
      if (offBrand.length) throw new Error(`out-sparse-owner/ is not drawn in its owner's colours:\n  ${offBrand.join('\n  ')}`);
    }),

  // The bilingual owner's second language is named by the docs' steps on a copy, a note added, then built.
  bilingual: () =>
    step(`bilingual owner, after ${BILINGUAL_PATHS.length} owner paths, under a base path, with build-time stats`, async () => {
      await walkOnOneCopy(BILINGUAL_PATHS, { folder: path.basename(BILINGUAL_SITE), log: logOf('bilingual') });
      await buildUnderBasePath(`${BILINGUAL_SITE}/content`, 'out-bilingual-owner', 'bilingual');
      await budget('bilingual', 'out-bilingual-owner', { BASE_PATH });
    }),
};

// Ports: the full owner on E2E_PORT, the sparse owner one above, the bilingual owner two above.
const port = Number(process.env.E2E_PORT ?? 4173);
const PORT_OFFSET = { full: 0, sparse: 1, bilingual: 2 };
/** The end-to-end suite on one owner's export (tests/e2e/targets.ts says which tests). */
const e2e = (name) =>
  step(`e2e on ${name}`, () =>
    run(name, 'node', ['scripts/test/run-e2e.mjs', ...playwrightArgs], { E2E_TARGET: name, E2E_PORT: String(port + PORT_OFFSET[name]) }),
  );

/**
 * One lane: the builds of `names` one after the other, then `between(built)` (a check that needs
 * the other lane's build), then the end-to-end runs of the builds that succeeded, then `last`.
 */
async function lane(names, between, last = async () => {}) {
  const built = [];
  for (const name of names.filter((n) => only.includes(n))) if (await builds[name]()) built.push(name);
  await between(built);
  if (withE2e) for (const name of built) await e2e(name);
  await last();
}

let fullBuilt;
const fullReady = new Promise((resolve) => (fullBuilt = resolve));
// `npm test`: the unit tests (Jest) end the first lane, beside the other owners' browser runs; the
// second lane's builds start at once. Two Jest workers: by the time the full owner's browser tests
// end, the other lane is mostly done, and Jest's own choice on two cores (cores - 1) would leave
// one of them idle.
// The new owner's site is built last in this lane, which ends before the other one: its build uses
// the cores the other lane's browser tests leave idle. Its paths are walked (a few short scripts,
// one after the other) beside the full owner's browser tests.
let newcomer;
const fullLane = lane(
  ['full'],
  async (built) => {
    fullBuilt(built.includes('full'));
    if (only.includes('paths')) newcomer = walkOnOneCopy(NEWCOMER_PATHS, { folder: 'newcomer', log: logOf('newcomer') }).catch((error) => error);
  },
  async () => {
    if (withUnit) await step('unit tests', () => run('unit', 'npx', ['jest', '--maxWorkers=2']));
    if (newcomer) {
      await step(`a new owner's site after ${NEWCOMER_PATHS.length} owner paths, built`, async () => {
        const site = await newcomer;
        if (site instanceof Error) throw site;
        await buildSite(site, { label: 'newcomer' });
      });
    }
  },
);
// The owner paths of the docs (./owner-paths.mjs) that no build above takes end the second lane: a
// content check of each and one type check, mostly waiting on child processes.
const builtPaths = new Set([...SPARSE_PATHS, ...BILINGUAL_PATHS, ...NEWCOMER_PATHS]);
const ownerPaths = async () =>
  only.includes('paths') &&
  step('owner paths', async () => {
    const failed = await walkPaths(Object.keys(PATHS).filter((name) => !builtPaths.has(name)), logOf('paths'));
    if (failed.length) throw new Error(`\n    ${failed.join('\n    ')}`);
  });
const otherLane = lane(['sparse', 'bilingual'], async (built) => {
  // The sparse owner's export was searched for the full owner's marks; now the other way round,
  // once the full owner's build (in the other lane) is there.
  if (!built.includes('sparse') || !(await fullReady)) return;
  await step('full owner', async () => {
    const found = await leaks('out-full-owner', SPARSE_CONTENT);
    if (found.length) throw new Error(`The sparse owner appears in the full owner's site:\n  ${found.join('\n  ')}`);
  });
}, ownerPaths);
await Promise.all([fullLane, otherLane]);

if (problems.length) {
  console.error(`The engine's tests failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`The engine's tests passed (${only.join(', ')}) in ${minutes(Date.now() - started)}.`);
