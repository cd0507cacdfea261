// Lighthouse over every route of the exported site, beside its no-JavaScript floor (a copy of out/
// with every <script> removed, served the same way) and the framework floor (the smallest page the
// project's own Next exports: scripts/audit/framework-floor/), all in the same run, so the gaps hold
// on a noisy machine. First the projects filter timing (./filter-timing.mjs), then per route perf,
// LCP, TBT, CLS and the gaps, and the LCP element's phases (from the observed trace: shares, not
// simulated milliseconds).
//   npm run audit                                  every route, mobile, median of 3
//   npm run audit -- --runs 5 --preset desktop     median of 5, desktop preset
//   npm run audit -- --only /,/projects/ --port 4455
//   npm run audit -- --dir out-saved              another export (e.g. a build of main, to compare)
//   --no-framework-floor skips the framework floor
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { firstLoadBytes } from '../check/first-load.mjs';
import { filterTiming } from './filter-timing.mjs';
import { buildFrameworkFloor, frameworkOut } from './framework-floor.mjs';
import { median } from './latency.mjs';
import { basePathOf } from '../node/base-path.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { AUDIT_FLAGS } from './auditFlags.mjs';
import { exportedRoutes } from './site-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The same Chromium flags as the e2e suite (playwright.config.ts).
const chromiumFlags = JSON.parse(readFileSync(path.join(root, 'tests/chromium-flags.json'), 'utf8'));
const { values } = cliArgs('npm run audit -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export to audit (default: out)' },
  ...AUDIT_FLAGS,
});
const preset = values.preset ?? 'mobile';
const runs = Number(values.runs ?? (preset === 'mobile' ? 3 : 1));
const port = Number(values.port ?? 4310);
const floorPort = port + 1;
const outDir = path.resolve(root, values.dir ?? 'out');
const floorDir = path.join(root, 'out-floor');
const withFrameworkFloor = !values['no-framework-floor'];

if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${path.relative(root, outDir)}/ is missing: run \`npm run build\` first.`);
  process.exit(1);
}


// The floor: the same HTML without any <script> (inline or external) and without the
// preloads of script files, so nothing but HTML, CSS, fonts and images is loaded.
function buildFloor() {
  rmSync(floorDir, { recursive: true, force: true });
  // dereference: an out/ that is a symlink is copied, never stripped in place.
  cpSync(outDir, floorDir, { recursive: true, dereference: true });
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(file, 'utf8')
          .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
          .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '');
        writeFileSync(file, html);
      }
    }
  };
  walk(floorDir);
}

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // chrome-launcher looks for an installed Chrome
}

async function startServer(dir, serverPort) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(serverPort), '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

// The LCP element and the four phases of its time (Lighthouse 12+: lcp-breakdown-insight,
// older: largest-contentful-paint-element with a second table of phases).
function lcpDetails(lhr) {
  const result = { element: '', phases: {} };
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const items = lhr.audits[id]?.details?.items ?? [];
    for (const item of items) {
      const rows = item.type === 'table' || item.type === 'list' ? item.items ?? [] : [item];
      for (const row of rows) {
        const node = row?.type === 'node' ? row : row?.node;
        if (node?.snippet && !result.element) result.element = `${node.snippet} ${node.nodeLabel ?? ''}`;
        if (row?.type === 'table' || row?.items) {
          for (const phase of row.items ?? []) {
            if (phase.subpart || phase.phase) result.phases[phase.label ?? phase.subpart ?? phase.phase] = phase.duration ?? phase.timing;
          }
        }
        if (row?.subpart || row?.phase) result.phases[row.label ?? row.subpart ?? row.phase] = row.duration ?? row.timing;
      }
    }
  }
  return result;
}

async function measure(chromePort, url) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result.lhr;
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    lhr,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    ...lcpDetails(lhr),
  };
}

// Not a page measure: the projects list's per-keystroke work, printed with the rest.
const filter = await filterTiming();
console.log(`Projects filter + sort per keystroke (${filter.count} projects): median ${filter.median.toFixed(3)} ms, slowest ${filter.max.toFixed(3)} ms`);
buildFloor();
if (withFrameworkFloor) buildFrameworkFloor();
const server = await startServer(outDir, port);
const floorServer = await startServer(path.relative(root, floorDir), floorPort);
const frameworkServer = withFrameworkFloor ? await startServer(frameworkOut, floorPort + 1) : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const only = values.only ?? '';
const targets = only ? only.split(',') : exportedRoutes(outDir);
const rows = [];
const reportDir = path.join(root, 'lighthouse');
mkdirSync(reportDir, { recursive: true });
const base = basePathOf();
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

let framework;
try {
  if (frameworkServer) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(chrome.port, `http://127.0.0.1:${floorPort + 1}/`));
    const pick = (key) => median(samples.map((s) => s[key]));
    framework = { performance: pick('performance'), lcp: pick('lcp'), tbt: pick('tbt'), js: firstLoadBytes(readFileSync(path.join(frameworkOut, 'index.html'), 'utf8'), frameworkOut, base) };
    console.log(
      `${'framework floor (minimal Next page)'.padEnd(36)} perf ${framework.performance} LCP ${ms(framework.lcp)} TBT ${ms(framework.tbt)} JS ${(framework.js / 1024).toFixed(1)} kB gzip`,
    );
  }
  for (const route of targets) {
    const site = [];
    const floor = [];
    // Interleaved, so a busy moment on the machine hits both sides alike.
    for (let run = 0; run < runs; run += 1) {
      const a = await measure(chrome.port, `http://127.0.0.1:${port}${base}${route}`);
      const b = await measure(chrome.port, `http://127.0.0.1:${floorPort}${base}${route}`);
      site.push(a);
      floor.push(b);
      const name = `${preset}${route.replaceAll('/', '_')}${run}`;
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(a.lhr));
      writeFileSync(path.join(reportDir, `${name}.floor.json`), JSON.stringify(b.lhr));
    }
    const pick = (samples, key) => median(samples.map((s) => s[key]));
    // The phases of the run whose LCP is the median one.
    const lcp = pick(site, 'lcp');
    const typical = site.find((s) => s.lcp === lcp) ?? site[0];
    const row = {
      route,
      performance: pick(site, 'performance'),
      floorPerformance: pick(floor, 'performance'),
      lcp: pick(site, 'lcp'),
      floorLcp: pick(floor, 'lcp'),
      tbt: pick(site, 'tbt'),
      cls: pick(site, 'cls'),
      element: typical.element.replace(/\s+/g, ' ').slice(0, 90),
      phases: Object.entries(typical.phases)
        .map(([label, value]) => `${label} ${ms(value)}`)
        .join(', '),
    };
    row.gap = row.floorPerformance - row.performance;
    rows.push(row);
    console.log(
      `${route.padEnd(36)} perf ${row.performance} floor ${row.floorPerformance} gap ${row.gap} LCP ${ms(row.lcp)} floor ${ms(row.floorLcp)} TBT ${ms(row.tbt)} CLS ${row.cls.toFixed(3)}`,
    );
    console.log(`${''.padEnd(36)} LCP ${row.element}  ${row.phases}`);
  }
} finally {
  await chrome.kill();
  server.kill();
  floorServer.kill();
  frameworkServer?.kill();
  rmSync(floorDir, { recursive: true, force: true });
}

console.log(`\nLighthouse ${preset}, median of ${runs} run(s), floor = same HTML without <script>; reports in lighthouse/`);
if (framework) {
  console.log(
    `Framework floor (the smallest page of the same Next): perf ${framework.performance}, LCP ${ms(framework.lcp)}, TBT ${ms(framework.tbt)}, first-load JS ${(framework.js / 1024).toFixed(1)} kB gzip`,
  );
}
console.log('| route | perf | floor perf | gap | LCP | floor LCP | TBT | CLS | LCP element | LCP phases |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.route} | ${r.performance} | ${r.floorPerformance} | ${r.gap} | ${ms(r.lcp)} | ${ms(r.floorLcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | \`${r.element.replaceAll('|', '\\|')}\` | ${r.phases} |`,
  );
}
