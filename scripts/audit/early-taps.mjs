// A tap at first sight, on a phone with slow 4G and the CPU 4× slower: for each control that needs
// scripts (a project tab, the menu button, a category filter, the theme switch), when it is first
// painted, when React has hydrated it, and whether a tap the moment it showed took effect, 3 runs
// each. The theme switch is in the top bar only on a wide screen (on a phone it is inside the
// menu, which scripts open): it is measured at 1280×800 with the same CPU and network.
import { existsSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { cliArgs } from '../node/cliArgs.mjs';
import { hydrated, launch, phonePage, root, startServer } from './phone.mjs';
import { median } from './latency.mjs';

const { values } = cliArgs('npm run audit:early-taps -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export (default: out)' },
  port: { type: 'string', value: 'number', whole: true, help: 'the port it serves the export on (default: 4321)' },
  runs: { type: 'string', value: 'n', whole: true, help: 'runs per control (default: 3)' },
});
const dir = values.dir ?? 'out';
const port = Number(values.port ?? 4321);
const runs = Number(values.runs ?? 3);
const outDir = path.resolve(root, dir);

const firstProject = () => readdirSync(path.join(outDir, 'projects')).find((id) => existsSync(path.join(outDir, 'projects', id, 'index.html')));
const pressed = (page, selector) => page.locator(selector).first().getAttribute('aria-pressed');

// `selector` finds the control before and after hydration alike (the same element, attributes
// that do not change until it is used; its first match is the control); `tookEffect` reads the
// page once it is idle.
const CONTROLS = [
  {
    name: 'a tab on a project page',
    path: () => `/projects/${firstProject()}/`,
    selector: '[role="tablist"] [role="tab"]:last-of-type',
    tookEffect: async (page) => (await page.locator('[role="tablist"] [role="tab"]:last-of-type').getAttribute('aria-selected')) === 'true',
  },
  {
    name: 'the menu button',
    path: () => '/',
    selector: 'button[aria-controls="mobile-menu"]',
    // Open at once; the menu's own code arrives over the network after that.
    tookEffect: async (page) => (await page.locator('button[aria-controls="mobile-menu"]').getAttribute('aria-expanded')) === 'true',
  },
  {
    name: 'a category filter on /projects/',
    path: () => '/projects/',
    selector: 'main [role="group"] button[aria-pressed]:nth-of-type(2)',
    tookEffect: async (page) => (await pressed(page, 'main [role="group"] button[aria-pressed]:nth-of-type(2)')) === 'true',
  },
  {
    name: 'the theme switch (1280×800)',
    path: () => '/',
    viewport: { width: 1280, height: 800 },
    selector: 'header [role="group"] button[aria-pressed]:first-of-type',
    tookEffect: async (page) => (await pressed(page, 'header [role="group"] button[aria-pressed]:first-of-type')) === 'true',
  },
];

/** Watches `selector` every frame from the start of the page: when it first has a box (painted), and when React has hydrated it. */
function watch(selector) {
  const seen = { painted: null, hydrated: null, tapped: null };
  window.__control = seen;
  document.addEventListener('click', () => (seen.tapped ??= performance.now()), true);
  const frame = (now) => {
    const element = document.querySelector(selector);
    if (element && seen.painted === null && element.getBoundingClientRect().height > 0) seen.painted = now;
    if (element && seen.hydrated === null && Object.keys(element).some((key) => key.startsWith('__reactProps$'))) seen.hydrated = now;
    if (seen.painted === null || seen.hydrated === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const server = await startServer(dir, port);
const browser = await launch();
const rows = [];
try {
  for (const control of CONTROLS) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const { page, context } = await phonePage(browser, { network: true, viewport: control.viewport });
      await page.addInitScript(watch, control.selector);
      await page.goto(`http://127.0.0.1:${port}${control.path()}`, { waitUntil: 'commit' });
      const target = page.locator(control.selector).first();
      // A wide screen has no touch: a click.
      await (control.viewport ? target.click({ timeout: 60_000 }) : target.tap({ timeout: 60_000 }));
      await hydrated(page);
      const seen = await page.evaluate(() => window.__control);
      samples.push({ ...seen, took: await control.tookEffect(page) });
      await context.close();
    }
    const row = { name: control.name, samples };
    rows.push(row);
    const show = (s) => `painted ${Math.round(s.painted)}, tapped ${Math.round(s.tapped)}, hydrated ${Math.round(s.hydrated)} ms: ${s.took ? 'took effect' : 'LOST'}`;
    console.log(`${control.name}\n  ${samples.map(show).join('\n  ')}`);
  }
} finally {
  await browser.close();
  server.kill();
}

const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
console.log(`\nA tap at first sight, ${dir}/, 390×844 phone, slow 4G, CPU 4× slower, ${runs} runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| control | painted ms | hydrated ms | paint → hydration (median) ms | early tap |');
console.log('|---|---|---|---:|---|');
for (const { name, samples } of rows) {
  const took = samples.filter((s) => s.took).length;
  const gap = median(samples.map((s) => s.hydrated - s.painted));
  console.log(`| ${name} | ${range(samples.map((s) => s.painted))} | ${range(samples.map((s) => s.hydrated))} | ${Math.round(gap)} | took effect ${took} of ${samples.length} |`);
}
