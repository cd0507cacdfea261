// What a phone downloads per route: loads each route of the exported site in Chromium at 390×844
// (DPR 2 by default), waits for the network to settle, and sums the transferred bytes by type.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { cliArgs } from '../node/cliArgs.mjs';
import { exportedRoutes } from './site-routes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = cliArgs('node scripts/audit/phone-bytes.mjs [options]', {
  port: { type: 'string', value: 'number', whole: true, help: 'the port it serves the export on (gzip, like the audit; default: 4310)' },
  dpr: { type: 'string', value: 'ratio', help: "the phone's device pixel ratio (default: 2)" },
  dir: { type: 'string', value: 'folder', help: 'the export (default: out)' },
  only: { type: 'string', value: 'routes', help: 'these routes only, e.g. /,/projects/ (default: every route)' },
});
const port = Number(values.port ?? 4310);
const dpr = Number(values.dpr ?? 2);
const dir = values.dir ?? 'out';
const absDir = path.resolve(root, dir);


function kind(type, url) {
  if (type === 'Document') return 'html';
  if (type === 'Script') return 'js';
  if (type === 'Stylesheet') return 'css';
  if (type === 'Image') return 'img';
  if (type === 'Font') return 'font';
  if (type === 'Fetch' || type === 'XHR') return url.includes('api.github.com') ? 'api' : 'rsc';
  return 'other';
}

const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const only = values.only ?? '';
const targets = only ? only.split(',') : exportedRoutes(absDir);
const columns = ['html', 'js', 'css', 'img', 'font', 'rsc', 'other'];
const rows = [];
try {
  for (const route of targets) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // GitHub API calls are not part of the site's bytes, and offline here.
    await page.route(/api\.github\.com/, (r) => r.abort());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map();
    const totals = Object.fromEntries(columns.map((c) => [c, 0]));
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, kind(e.type, e.response.url)));
    cdp.on('Network.loadingFinished', (e) => {
      const k = types.get(e.requestId) ?? 'other';
      if (k !== 'api') totals[k] += e.encodedDataLength;
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500); // idle-time prefetches
    const total = Object.values(totals).reduce((a, b) => a + b, 0);
    rows.push({ route, ...totals, total });
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
const kb = (n) => (n / 1024).toFixed(1);
console.log(`Bytes transferred on a 390×844 DPR ${dpr} phone (KB, gzip), ${dir}/`);
console.log(`| route | ${columns.join(' | ')} | total |`);
console.log(`|---|${columns.map(() => '---:').join('|')}|---:|`);
for (const r of rows) console.log(`| ${r.route} | ${columns.map((c) => kb(r[c])).join(' | ')} | ${kb(r.total)} |`);
