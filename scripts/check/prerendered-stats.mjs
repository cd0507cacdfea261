// Builds the site with repository stats fetched at build time, from a stub API on this machine
// (never the real one), into out-stats/; then checks that every project page with a repository
// carries the stub's figures marked "as of {date}", that no file of the export holds the token,
// and runs the e2e tests of those stats (tagged @prerendered-stats: the live refresh, and the
// build's figures kept when the live call fails). An existing out/ is kept aside meanwhile.
// Usage: node scripts/check/prerendered-stats.mjs [playwright options, e.g. --project=desktop]
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContent } from '../node/load-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'out');
const saved = path.join(root, 'out-saved-stats');
const target = path.join(root, 'out-stats');
// What the stub answers: figures no live answer of the e2e fixture has.
const BUILD_STARS = 31337;
const TOKEN = 'ghs_build_token_that_must_not_be_published_0000';

// An owner whose projects name no repository has no stats to prerender, and nothing here to check.
const { projects } = await loadContent();
if (!projects.some((project) => project.github)) {
  console.log('Prerendered stats: no project names a repository, so the build fetches none; nothing to check.');
  process.exit(0);
}

const requests = [];
const stub = createServer((req, res) => {
  requests.push({ url: req.url, authorization: req.headers.authorization });
  const body = req.url?.endsWith('/languages') ? { Haskell: 7000, Nix: 3000 } : { stargazers_count: BUILD_STARS, forks_count: 12, updated_at: '2026-01-15T08:00:00Z' };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
});
await new Promise((resolve) => stub.listen(0, '127.0.0.1', resolve));
const api = `http://127.0.0.1:${stub.address().port}`;

/** Runs a command without blocking this process (the stub answers meanwhile). */
function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))));
  });
}

const problems = [];
rmSync(saved, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, saved);
try {
  console.log(`Building with repository stats from a stub API at ${api}...`);
  await run('npm', ['run', 'build', '--silent'], { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: api, NEXT_TELEMETRY_DISABLED: '1' });
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
} catch (error) {
  problems.push(error.message);
} finally {
  if (existsSync(saved)) {
    rmSync(out, { recursive: true, force: true });
    renameSync(saved, out);
  }
  stub.close();
  // The stats file of this build must not reach a later build run without the flags.
  rmSync(path.join(root, '.build-data'), { recursive: true, force: true });
}

if (!problems.length) {
  if (requests.length === 0) problems.push('The build asked the stub API nothing.');
  if (requests.some((request) => request.authorization !== `Bearer ${TOKEN}`)) problems.push('A request went out without the token.');
  const files = readdirSync(target, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|txt|js|json|xml|webmanifest)$/.test(file));
  for (const file of files) {
    if (readFileSync(path.join(target, file), 'utf8').includes(TOKEN)) problems.push(`out-stats/${file} contains the token.`);
  }
  const repos = requests.filter((request) => !request.url.endsWith('/languages')).length;
  const pages = files.filter((file) => /^projects\/[^/]+\/index\.html$/.test(file.split(path.sep).join('/')));
  const withStats = pages.filter((file) => {
    const html = readFileSync(path.join(target, file), 'utf8');
    return html.includes(BUILD_STARS.toLocaleString('en-US')) && /as of <!-- -->|as of [A-Z]/.test(html);
  });
  if (withStats.length !== repos) problems.push(`${withStats.length} project pages carry the build's stats; ${repos} repositories were fetched.`);
  else console.log(`Prerendered stats: ${withStats.length} project pages carry them, "as of" their date; no file holds the token.`);
}
if (!problems.length) {
  try {
    await run('node', ['scripts/test/run-e2e.mjs', ...process.argv.slice(2)], { E2E_OUT_DIR: 'out-stats' });
  } catch (error) {
    problems.push(error.message);
  }
}
if (problems.length) {
  console.error(`Prerendered stats:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
