// The paths the README and docs/ promise an owner, each performed by the docs' own words on a copy
// of a test owner's site (.owner-paths/{path}/, git-ignored), then checked as the gate checks a
// site: the content check on each copy and one type check of them all. The steps come from the
// docs: each path names the doc and the words of the step it performs (a command, a sentence, a
// code block), and fails when the doc no longer says them, so a doc that changes its steps takes
// this test with it. Commands run the script package.json names for them, with the doc's
// arguments. What the paths change in a build is built by the engine's test owners in the same run
// (./engine.mjs); --gate walks paths one after the other on one copy and runs the whole gate on it.
// Usage: node scripts/test/owner-paths.mjs [--only name,name] [--gate name,name]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docBlock, docSays, npmCommand } from './doc-steps.mjs';
import { runLabelled } from './prefixed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STAGE = path.join(root, '.owner-paths');
const FULL = 'tests/fixtures/full-owner';
const SPARSE = 'tests/fixtures/sparse-owner';

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

/** Runs a script of the engine for the site (its content and pictures folders); its standard output, or an error with all it printed. */
function run(site, file, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, file), ...args], {
      cwd: site,
      env: { ...process.env, CONTENT_DIR: path.join(site, 'content'), PUBLIC_DIR: path.join(site, 'public'), GITHUB_TOKEN: '', ...env },
    });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => ((stdout += chunk), (output += chunk)));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${path.basename(file)} ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** A doc's `npm run` command on the site, with the flags a test adds (the folder, no question). */
const tool = (site, command, ...extra) => {
  const [file, ...args] = npmCommand(command);
  return run(site, file, [...args, ...extra, '--dir', site, '--yes']);
};

const edit = (site, file, change) => {
  const at = path.join(site, 'content', file);
  const before = readFileSync(at, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`content/${file}: the edit changed nothing`);
  writeFileSync(at, after);
};

/** A stub of the code-hosting API with two public repositories of `user`, on this machine. */
async function stubApi(user) {
  const repo = (name, stars, language) => ({
    name, html_url: `https://github.com/${user}/${name}`, description: `${name}, a tool.`, topics: ['cli'], stargazers_count: stars,
    fork: false, archived: false, language, created_at: '2024-02-01T00:00:00Z', pushed_at: '2025-03-01T00:00:00Z',
  });
  const server = createServer((req, res) => {
    const body = req.url.startsWith(`/users/${user}/repos`) ? [repo('tide-tables', 12, 'Rust'), repo('fjord-maps', 3, 'Python')] : req.url.endsWith('/languages') ? { Rust: 900 } : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not Found' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Each path: the test owner it starts from, its steps (each read from the doc that gives it), and what they do to the site as the build loads it: true, or what is wrong. */
export const PATHS = {
  'edit-in-place': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'Or edit the sample in place.');
      docSays('README.md', '`content/profile.ts`: name, initials, e-mail, GitHub and LinkedIn, headline, location.');
      edit(site, 'profile.ts', (text) => text.replace(/name: '[^']*'/, "name: 'Saoirse Ní Bhraonáin'").replace(/initials: '[^']*'/, "initials: 'SN'"));
    },
    result: (content) => content.profile.name === 'Saoirse Ní Bhraonáin' || `the name is ${content.profile.name}`,
  },
  'new-site': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'npm run new-site');
      await tool(site, 'npm run new-site');
    },
    result: (content) => (content.projects.length === 1 && content.notes.length === 0) || `${content.projects.length} projects, ${content.notes.length} notes`,
  },
  'import-resume': {
    owner: SPARSE,
    steps: async (site) => {
      docSays('README.md', 'npm run import:resume -- resume.json');
      cpSync(path.join(root, 'tests/fixtures/json-resume/full-stack.json'), path.join(site, 'resume.json'));
      await tool(site, 'npm run import:resume -- resume.json');
    },
    result: (content) => {
      const { basics } = JSON.parse(readFileSync(path.join(root, 'tests/fixtures/json-resume/full-stack.json'), 'utf8'));
      return content.profile.name === basics.name || `the name is ${content.profile.name}, the résumé's ${basics.name}`;
    },
  },
  'import-github': {
    owner: SPARSE,
    steps: async (site) => {
      const command = 'npm run import:github -- your-username';
      docSays('docs/content.md', command);
      const api = await stubApi('your-username');
      try {
        const [file, ...args] = npmCommand(command);
        await run(site, file, [...args, '--dir', site, '--yes'], { GITHUB_API_URL: api.url });
      } finally {
        api.close();
      }
    },
    result: (content) => ['tide-tables', 'fjord-maps'].every((id) => content.projects.some((p) => p.id === id)) || `projects: ${content.projects.map((p) => p.id)}`,
  },
  'add-a-language': {
    owner: FULL,
    steps: async (site) => {
      // docs/languages.md: the translation file, then `languages` in site.ts as its block writes it.
      docSays('docs/languages.md', 'Write the translation: `content/translations/es.ts`');
      const siteBlock = docBlock('docs/languages.md', 'Name it in `content/site.ts`', 'ts');
      mkdirSync(path.join(site, 'content/translations'));
      writeFileSync(
        path.join(site, 'content/translations/es.ts'),
        "import type { Translation } from '@/lib/model/translation';\n\nexport const es: Translation = {\n  aboutPage: { title: 'Sobre mí', intro: 'Quién soy.' },\n};\n",
      );
      // The block as it stands, with its "partial" line turned on: the translation above has a few texts only.
      edit(site, 'site.ts', (text) => `${text}\n${siteBlock.replace(/^(\s*)\/\/ (partial: \['es'\],).*$/m, '$1$2')}`);
    },
    result: (content, spanish) => spanish.aboutPage.title === 'Sobre mí' || `the Spanish About page is titled ${spanish.aboutPage.title}`,
    language: 'es',
  },
  'delete-the-notes': {
    owner: FULL,
    steps: async (site) => {
      docSays('README.md', 'delete the files to remove notes');
      for (const note of readdirSync(path.join(site, 'content/notes'))) rmSync(path.join(site, 'content/notes', note));
    },
    result: (content) => content.notes.length === 0 || `${content.notes.length} notes`,
  },
  'add-a-note': {
    owner: SPARSE,
    steps: async (site) => {
      const note = docBlock('docs/notes.md', 'Create `content/notes/{slug}.md`', 'markdown');
      // The example's optional lines: a draft would not be published, and its cover is not in this site's public/.
      mkdirSync(path.join(site, 'content/notes'), { recursive: true });
      writeFileSync(path.join(site, 'content/notes/walk-forward-validation.md'), note.replace(/^(draft|cover|coverAlt):.*\n/gm, ''));
    },
    result: (content) => content.notes.some((n) => n.slug === 'walk-forward-validation') || `notes: ${content.notes.map((n) => n.slug)}`,
  },
  'change-the-colours': {
    owner: SPARSE,
    steps: async (site) => {
      docSays('docs/content.md', '`content/theme.ts` holds your brand colours as two palettes, light and dark.');
      edit(site, 'theme.ts', (text) => text.replace(/(light: \{[^}]*?accent: )'#[0-9a-f]{6}'/, "$1'#1d4ed8'"));
    },
    result: (content) => content.colors.light.accent === '#1d4ed8' || `the accent is ${content.colors.light.accent}`,
  },
};

/** Performs each path, then its checks; the problems found, one line each. */
export async function walkPaths(names = Object.keys(PATHS), log = console.log) {
  const problems = [];
  const done = [];
  for (const name of names) {
    const begun = Date.now();
    try {
      const site = siteFrom(PATHS[name].owner, name);
      await PATHS[name].steps(site);
      await run(site, 'scripts/build/check-content.mjs', []);
      // The step took: the site as the build loads it (in the path's language, if it adds one).
      const loaded = async (env) => JSON.parse(await run(site, 'scripts/node/print-content.mjs', [], env));
      const took = PATHS[name].result(await loaded({}), PATHS[name].language && (await loaded({ SITE_LANGUAGE: PATHS[name].language })));
      if (took !== true) throw new Error(`the steps did not take: ${took}`);
      done.push(name);
      log(`${name}: the steps and the content check passed in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
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
 * The paths `names` walked one after the other on one copy (of the first one's owner), then the
 * whole gate on it, as the owner would run it: the engine copied beside the site's files, packages
 * from the repository's node_modules/ above. Throws when a step or the gate fails.
 */
export async function gateAfter(names, { port, label = 'gate' } = {}) {
  const site = siteFrom(PATHS[names[0]].owner, `gate-${names.join('+')}`);
  for (const name of names) await PATHS[name].steps(site);
  for (const entry of ENGINE) cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...(port ? { E2E_PORT: String(port) } : {}) };
  for (const name of ['CONTENT_DIR', 'PUBLIC_DIR', 'GITHUB_TOKEN', 'PRERENDER_STATS', 'E2E_TARGET']) delete env[name];
  const status = await runLabelled('npm', ['run', 'gate', '--silent'], { cwd: site, env, label });
  if (status !== 0) throw new Error(`npm run gate after ${names.join(', ')} failed (exit ${status})`);
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
