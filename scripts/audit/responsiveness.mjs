// How fast each control answers once the page is alive: every control of every kind of page, tapped
// or typed on a phone (390×844, CPU 4× slower) once the main thread is idle. Its latency is read from
// the Event Timing API as INP counts it, median of 3 fresh loads, with its phases, beside the time
// until everything the step changed was painted (an answer deferred to a later frame still counts).
// The framework floor's own tap (scripts/audit/framework-floor/app/tap/) is measured in the same run
// (--no-framework-floor skips it). A by-hand tool (docs/performance.md), not part of npm test.
//   npm run audit:response                         out/, median of 3
//   npm run audit:response -- --dir out-scale --runs 5 --only project,projects --port 4352 --cpu 6
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildFrameworkFloor, frameworkOut } from './framework-floor.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { hydrated, idle, launch, phonePage, root, startServer } from './phone.mjs';
import { median, paintedAfter, stepLatency } from './latency.mjs';

const { values } = cliArgs('npm run audit:response -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export (default: out)' },
  port: { type: 'string', value: 'number', whole: true, help: 'the port it serves the export on (default: 4320)' },
  runs: { type: 'string', value: 'n', whole: true, help: 'fresh page loads per step, the median reported (default: 3)' },
  cpu: { type: 'string', value: 'n', whole: true, help: 'how many times slower the CPU is (default: 4)' },
  only: { type: 'string', value: 'pages', help: 'these kinds of page only, e.g. project,projects (default: all)' },
  'no-framework-floor': { type: 'boolean', help: 'do not measure the framework floor' },
});
const dir = values.dir ?? 'out';
const port = Number(values.port ?? 4320);
const runs = Number(values.runs ?? 3);
const cpu = Number(values.cpu ?? 4);
const only = (values.only ?? '').split(',').filter(Boolean);
const withFloor = !values['no-framework-floor'];
const outDir = path.resolve(root, dir);
if (!existsSync(path.join(outDir, 'index.html'))) {
  console.error(`${dir}/ is missing: build it first.`);
  process.exit(1);
}

/** The project page with the most tabs, a code snippet first among equals: where every control of the template is. */
function richestProject() {
  const projects = path.join(outDir, 'projects');
  let best = { id: '', score: -1 };
  for (const id of readdirSync(projects)) {
    const file = path.join(projects, id, 'index.html');
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const score = (html.match(/role="tab"/g) ?? []).length * 2 + (html.includes('<pre') ? 1 : 0);
    if (score > best.score) best = { id, score };
  }
  return best.id;
}

const main = (page) => page.locator('main');
const menuButton = (page) => page.locator('button[aria-controls="mobile-menu"]');
const visiblePanel = (page) => page.locator('[role="tabpanel"]:not([hidden])');
/** The first word of the page's heading: text a search of this site finds. */
const someWord = (page) => page.locator('h1').first().innerText().then((text) => (text.match(/\p{L}{3,}/u)?.[0] ?? 'abc').slice(0, 5));
/** Whether the picture viewer shows (its code arrives on first use: waited for, up to 10 s). */
const viewerShown = (page) =>
  page
    .getByRole('dialog')
    .waitFor({ timeout: 10_000 })
    .then(() => true, () => false);
/** Clicks each tab in turn until the visible panel holds `selector`; the step's setup, not measured. */
async function openTabWith(page, selector) {
  for (const tab of await page.locator('[role="tab"]').all()) {
    await tab.click();
    if (await visiblePanel(page).locator(selector).count()) return true;
  }
  return false;
}

// The language switch is plain links (a page load, no script): not an interaction of a page.
// Each step: what it measures (`tap`: the control tapped, or `act`: keys and typing), what must
// come first (`setup`, not measured), and whether the page has that control at all (`when`,
// false: the step reads n/a).
const PAGES = {
  // The framework floor (served from its own export, on the next port).
  floor: {
    path: '/tap/',
    floor: true,
    steps: [
      { name: 'a button that shows a paragraph', tap: (p) => p.getByRole('button') },
      { name: 'typing in a text field', act: (p) => p.getByRole('textbox').pressSequentially('Ada Lovelace', { delay: 150 }) },
    ],
  },
  home: {
    path: '/',
    steps: [
      { name: 'menu: open', tap: (p) => menuButton(p) },
      {
        name: 'theme toggle in the open menu',
        setup: (p) => p.locator('#mobile-menu [role="group"] button[aria-pressed]').first().waitFor(),
        tap: (p) => p.locator('#mobile-menu [role="group"] button[aria-pressed="false"]').first(),
      },
      { name: 'menu: close (Escape)', act: (p) => p.keyboard.press('Escape') },
      { name: 'search: Ctrl+K opens', act: (p) => p.keyboard.press('Control+k') },
      {
        name: 'search: typing',
        setup: (p) => p.getByRole('combobox').waitFor(),
        act: async (p) => p.keyboard.type(await someWord(p), { delay: 150 }),
      },
      { name: 'search: close (Escape)', act: (p) => p.keyboard.press('Escape') },
    ],
  },
  projects: {
    path: '/projects/',
    steps: [
      { name: 'category', tap: (p) => main(p).locator('[role="group"]').first().locator('button[aria-pressed="false"]').first() },
      { name: 'category: back to all', tap: (p) => main(p).locator('[role="group"]').first().locator('button').first() },
      { name: 'grid/list', tap: (p) => main(p).locator('[role="group"]').last().locator('button[aria-pressed="false"]') },
      { name: 'filters: open', tap: (p) => main(p).locator('button[aria-expanded="false"]').first() },
      {
        name: 'sort',
        // A key on the focused select changes it, as a visitor's choice does (selectOption would
        // set the value from a script: no interaction to time).
        setup: (p) => main(p).locator('select').focus(),
        act: (p) => p.keyboard.press('ArrowDown'),
      },
      { name: 'search: typing', act: async (p) => main(p).locator('input[type="search"]').pressSequentially(await someWord(p), { delay: 150 }) },
    ],
  },
  project: {
    path: () => `/projects/${richestProject()}/`,
    steps: [
      // Each tab in turn (up to six), then back to the first.
      ...[1, 2, 3, 4, 5, 0].map((index) => ({
        name: index ? `tab ${index + 1}` : 'tab 1 again',
        when: (p) => p.locator('[role="tab"]').nth(index).count(),
        tap: (p) => p.locator('[role="tab"]').nth(index),
      })),
      {
        name: 'gallery: choose a thumbnail',
        setup: (p) => openTabWith(p, 'button[aria-pressed]:has(img)'),
        when: (p) => visiblePanel(p).locator('button[aria-pressed="false"]:has(img)').count(),
        tap: (p) => visiblePanel(p).locator('button[aria-pressed="false"]:has(img)').first(),
      },
      {
        name: 'gallery: open the viewer',
        setup: (p) => openTabWith(p, 'button[aria-haspopup="dialog"]'),
        tap: (p) => visiblePanel(p).locator('button[aria-haspopup="dialog"]').first(),
      },
      { name: 'viewer: next (→)', setup: viewerShown, when: viewerShown, act: (p) => p.keyboard.press('ArrowRight') },
      { name: 'viewer: close (Escape)', when: viewerShown, act: (p) => p.keyboard.press('Escape') },
      {
        name: 'copy code',
        setup: (p) => openTabWith(p, 'pre'),
        when: (p) => visiblePanel(p).locator('pre').count(),
        tap: (p) => visiblePanel(p).locator('button').filter({ hasNot: p.locator('img') }).first(),
      },
    ],
  },
  contact: {
    path: '/contact/',
    steps: [
      { name: 'send (empty: the errors show)', tap: (p) => main(p).locator('form button[type="submit"]') },
      { name: 'form: typing', act: (p) => main(p).locator('form input').first().pressSequentially('Ada Lovelace', { delay: 150 }) },
    ],
  },
};

/**
 * Where a finger taps `target`: its centre, once it is scrolled into view and the page is idle again.
 * The tap is then a plain touch there, as a finger gives it: Playwright's own tap would also run its
 * checks in the page (stable over two frames, a listener on each pointer event that checks what was
 * hit), about 18 ms of the first tap's input delay on the framework floor at CPU 4×. The check
 * that the control is what a touch there reaches is made here, before the timing starts.
 */
async function fingerOn(page, target) {
  await target.scrollIntoViewIfNeeded();
  await idle(page);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on the page`);
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  if (!(await target.evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), point))) {
    throw new Error(`${target}: something else covers its centre`);
  }
  await idle(page);
  return point;
}

/** The step's latency on a page that is idle, with its phases and when what it changed was painted; null when the page has no such control. */
async function measureStep(page, step) {
  if (step.setup) await step.setup(page);
  await idle(page);
  if (step.when && !(await step.when(page))) return null;
  // A visitor sees a control before tapping it: it is scrolled into view, and the page idle again
  // (what the scroll set off: lazy pictures, links to prefetch), before the tap is timed.
  const target = step.tap?.(page);
  const point = target && (await fingerOn(page, target));
  const start = await page.evaluate(() => {
    window.__lastChange = 0;
    return performance.now();
  });
  await (point ? page.touchscreen.tap(point.x, point.y) : step.act(page));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await idle(page);
  const { entries, frames, lastChange } = await page.evaluate((since) => ({
    entries: window.__eventEntries.filter((e) => e.startTime >= since),
    frames: window.__frames.filter((t) => t >= since),
    lastChange: window.__lastChange,
  }), start);
  const latency = stepLatency(entries);
  // From the step's last input (typing a word: its last key).
  const last = entries.reduce((at, e) => (e.interactionId ? Math.max(at, e.startTime) : at), -Infinity);
  return { ...latency, painted: paintedAfter(frames, lastChange, Number.isFinite(last) ? last : start) };
}

/** Watches the page from its start: Event Timing entries, every frame, and the last change of the
 * DOM that reveals something. */
function observe() {
  window.__eventEntries = [];
  window.__frames = [];
  window.__lastChange = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const { name, startTime, duration, processingStart, processingEnd, interactionId } = e;
      window.__eventEntries.push({ name, startTime, duration, processingStart, processingEnd, interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const frame = (now) => {
    window.__frames.push(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // An animation's own changes are left out: style attributes (every frame while something moves)
  // and the removal of what has finished leaving (the end of an exit animation).
  const revealing = (r) => (r.type === 'attributes' ? r.attributeName !== 'style' : r.type !== 'childList' || r.addedNodes.length > 0);
  new MutationObserver((records) => {
    if (records.some(revealing)) window.__lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

if (withFloor) buildFrameworkFloor();
const server = await startServer(dir, port);
const floorServer = withFloor ? await startServer(frameworkOut, port + 1) : undefined;
const browser = await launch();
const results = [];
try {
  for (const [kind, { path: route, steps, floor }] of Object.entries(PAGES)) {
    if (floor ? !withFloor : only.length && !only.includes(kind)) continue;
    const url = `http://127.0.0.1:${floor ? port + 1 : port}${typeof route === 'function' ? route() : route}`;
    const samples = steps.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      const { page, context } = await phonePage(browser, { cpu });
      await page.addInitScript(observe);
      await page.goto(url);
      await hydrated(page);
      for (const [i, step] of steps.entries()) samples[i].push(await measureStep(page, step));
      await context.close();
    }
    for (const [i, step] of steps.entries()) {
      const measured = samples[i].filter(Boolean);
      const latency = median(measured.map((s) => s.latency));
      const typical = measured.find((s) => s.latency === latency);
      const painted = median(measured.map((s) => s.painted));
      results.push({ kind, step: step.name, latency, painted, runs: measured.map((s) => s.latency), typical });
      console.log(`${kind.padEnd(9)} ${step.name.padEnd(34)} ${Number.isNaN(latency) ? 'n/a' : `${latency} ms, painted ${Math.round(painted)} ms`}  [${measured.map((s) => s.latency).join(', ')}]`);
    }
  }
} finally {
  await browser.close();
  server.kill();
  floorServer?.kill();
}

const ms = (v) => (v > 0 ? `${Math.round(v)}` : '<16');
const round = (v) => Math.round(v);
console.log(`\nInteraction latency (Event Timing, INP's way), ${dir}/, 390×844, CPU ${cpu}× slower, median of ${runs}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| page | step | latency ms | runs | input delay / processing / presentation (median run) | all it changed painted ms |');
console.log('|---|---|---:|---|---|---:|');
for (const r of results) {
  if (Number.isNaN(r.latency)) {
    console.log(`| ${r.kind} | ${r.step} | n/a | | | |`);
    continue;
  }
  const phases = r.typical && r.latency > 0 ? `${round(r.typical.inputDelay)} / ${round(r.typical.processing)} / ${round(r.typical.presentation)}` : '';
  console.log(`| ${r.kind} | ${r.step} | ${ms(r.latency)} | ${r.runs.map(ms).join(', ')} | ${phases} | ${round(r.painted)} |`);
}
