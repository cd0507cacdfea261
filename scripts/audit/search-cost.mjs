// What the site search costs a visitor on a mid-range phone (390×844, CPU 4× slower): the bytes
// fetched by the first opening (the dialog's code and the index, gzip as served), the time from
// the shortcut to a usable dialog, and the time from a keystroke to its results on screen. Measured
// on the export and on a copy of it whose index is that of a generated owner (50 projects,
// 200 notes: tests/fixtures/generatedOwner.ts), so the growth with the site shows.
import { spawn } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { cliArgs } from '../node/cliArgs.mjs';
import '../node/register-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = cliArgs('node scripts/audit/search-cost.mjs [options]', {
  port: { type: 'string', value: 'number', whole: true, help: 'the port it serves the exports on (default: 4457)' },
  runs: { type: 'string', value: 'n', whole: true, help: 'runs, the median reported (default: 5)' },
  dir: { type: 'string', value: 'folder', help: 'the export (default: out)' },
});
const port = Number(values.port ?? 4457);
const runs = Number(values.runs ?? 5);
const dir = path.resolve(root, values.dir ?? 'out');
const flags = JSON.parse(readFileSync(path.join(root, 'tests/chromium-flags.json'), 'utf8'));

// The generated owner: the same export, its index replaced.
const { generatedSearchSource } = await import('@/tests/fixtures/generatedOwner');
const { buildSearchIndex } = await import('@/lib/search/searchIndex');
const generatedDir = `${dir}-search-generated`;
rmSync(generatedDir, { recursive: true, force: true });
cpSync(dir, generatedDir, { recursive: true });
writeFileSync(path.join(generatedDir, 'search-index.json'), JSON.stringify(buildSearchIndex(generatedSearchSource({ projects: 50, notes: 200 }))));

/** The most common word of six letters or more in an index's texts: a query with many results. */
function commonWord(file) {
  const counts = new Map();
  for (const document of JSON.parse(readFileSync(file, 'utf8')).documents) {
    for (const word of `${document.title} ${document.text}`.toLowerCase().match(/\p{L}{6,}/gu) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0][0];
}

function serve(folder, at) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(at), '--dir', folder], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => server.stdout.once('data', () => resolve(server)));
}

async function measure(browser, base, query) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.route(/api\.github\.com/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // A page without the home page's 3D scene, whose code may still load meanwhile.
  await page.goto(`${base}/about/`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const bytes = { js: 0, css: 0, index: 0 };
  const types = new Map();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.response.url.endsWith('/search-index.json') ? 'index' : e.type === 'Script' ? 'js' : e.type === 'Stylesheet' ? 'css' : null));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId);
    if (type) bytes[type] += e.encodedDataLength;
  });
  // The shortcut, then the first frame with the dialog's options (its actions, before any query).
  const open = await page.evaluate(async () => {
    const start = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    await new Promise((resolve) => {
      const check = () => (document.querySelector('[role="option"]') ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  // Each keystroke of the query: from the input event to the frame that shows its results.
  const keystrokes = await page.evaluate(async (text) => {
    const input = document.querySelector('input[role="combobox"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const times = [];
    for (let end = 1; end <= text.length; end++) {
      const start = performance.now();
      setValue.call(input, text.slice(0, end));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      times.push(performance.now() - start);
    }
    return { times, options: document.querySelectorAll('[role="option"]').length };
  }, query);
  await context.close();
  return { open, keystrokes, bytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cases = [
  { name: 'this export', folder: dir },
  { name: 'generated owner (50 projects, 200 notes)', folder: generatedDir },
];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: flags });
console.log(`First search on a 390×844 phone, CPU 4× slower, median of ${runs} (KB gzip as served; ms)`);
console.log('| site | documents | index | dialog JS + CSS | first opening to options | keystroke to results: median / slowest | query |');
console.log('|---|---:|---:|---:|---:|---:|---|');
try {
  for (const [n, { name, folder }] of cases.entries()) {
    const server = await serve(folder, port + n);
    try {
      const file = path.join(folder, 'search-index.json');
      const query = commonWord(file);
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await measure(browser, `http://127.0.0.1:${port + n}`, query));
      const documents = JSON.parse(readFileSync(file, 'utf8')).documents.length;
      const kb = (value) => (value / 1024).toFixed(1);
      const typed = results.flatMap((result) => result.keystrokes.times);
      console.log(
        `| ${name} | ${documents} | ${kb(median(results.map((r) => r.bytes.index)))} | ${kb(median(results.map((r) => r.bytes.js)))} + ${kb(median(results.map((r) => r.bytes.css)))} | ` +
          `${median(results.map((r) => r.open)).toFixed(0)} | ${median(typed).toFixed(0)} / ${Math.max(...typed).toFixed(0)} | "${query}" (${results[0].keystrokes.options} options) |`,
      );
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
  rmSync(generatedDir, { recursive: true, force: true });
}
