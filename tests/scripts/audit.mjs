// Lighthouse over every route of the exported site, served like a static host.
//   npm run audit                      every route, mobile + desktop, 1 run each
//   npm run audit -- --runs 3          median of 3 runs
//   npm run audit -- --preset mobile --only /,/projects/
// Prints performance / accessibility / best practices / SEO with LCP, TBT and CLS.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The same Chromium flags as the e2e suite (playwright.config.ts).
const chromiumFlags = JSON.parse(readFileSync(path.join(root, 'tests/chromium-flags.json'), 'utf8'));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const runs = Number(option('runs', 1));
const presets = option('preset', 'both') === 'both' ? ['mobile', 'desktop'] : [option('preset', 'mobile')];
const port = Number(option('port', 4310));

if (!existsSync(path.join(root, 'out/index.html'))) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}

async function routes() {
  const { readdirSync } = await import('node:fs');
  const projectDir = path.join(root, 'out/projects');
  const projectIds = readdirSync(projectDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(projectDir, entry.name, 'index.html')))
    .map((entry) => entry.name);
  return ['/', '/about/', '/experience/', '/projects/', '/contact/', ...projectIds.map((id) => `/projects/${id}/`)];
}

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined; // chrome-launcher looks for an installed Chrome
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const server = spawn(process.execPath, [path.join(root, 'tests/scripts/serve-static.mjs'), '--port', String(port)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const chrome = await chromeLauncher.launch({
  chromePath: chromePath(),
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const only = option('only', '');
const targets = only ? only.split(',') : await routes();
const rows = [];
const reportDir = path.join(root, 'lighthouse');
mkdirSync(reportDir, { recursive: true });

try {
  for (const preset of presets) {
    for (const route of targets) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(
          `http://127.0.0.1:${port}${process.env.BASE_PATH ?? ''}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error' },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result.lhr;
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
            .map((a) => a.id),
        });
        const name = `${preset}${route.replaceAll('/', '_')}${run}.json`;
        writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        preset,
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: `${Math.round(pick('lcp'))} ms`,
        tbt: `${Math.round(pick('tbt'))} ms`,
        cls: pick('cls').toFixed(3),
        failing: [...new Set(samples.flatMap((s) => s.failing))].join(' '),
      });
      const row = rows.at(-1);
      console.log(`${preset.padEnd(8)} ${route.padEnd(40)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcp} TBT ${row.tbt} CLS ${row.cls}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

console.log(`\nLighthouse 13, median of ${runs} run(s); reports in lighthouse/`);
console.log('| preset | route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | audits under 0.9 |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.preset} | ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.failing} |`);
}
