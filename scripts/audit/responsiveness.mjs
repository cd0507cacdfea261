// How fast each control answers once the page is alive: every control of every kind of page, tapped
// or typed on a phone (390×844, CPU 4× slower) once the main thread is idle, and a few taps as a
// visitor gives them: scrolled to and tapped at once, or 2 s after load whatever the page is doing
// (scripts/audit/responseSteps.mjs). Its latency is read from
// the Event Timing API as INP counts it, median of 3 fresh loads, with its phases, beside the time
// until everything the step changed was painted (an answer deferred to a later frame still counts).
// The framework floor's own tap (scripts/audit/framework-floor/app/tap/) is measured in the same run
// (--no-framework-floor skips it). A by-hand tool (docs/performance.md), not part of npm test.
//   npm run audit:response                         out/, median of 3
//   npm run audit:response -- --dir out-scale --runs 5 --only project,projects --port 4352 --cpu 6
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { buildFrameworkFloor, frameworkOut } from './framework-floor.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { hydrated, idle, launch, phonePage, root, startServer } from './phone.mjs';
import { paintedAfter, stepLatency, summarise } from './latency.mjs';
import { pagesOf } from './responseSteps.mjs';

const { values } = cliArgs('npm run audit:response -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export (default: out)' },
  port: { type: 'string', value: 'number', whole: true, help: 'the port it serves the export on (default: 4320)' },
  runs: { type: 'string', value: 'n', whole: true, help: 'fresh page loads per step, the median reported (default: 3)' },
  cpu: { type: 'string', value: 'n', whole: true, help: 'how many times slower the CPU is (default: 4)' },
  only: { type: 'string', value: 'pages', help: 'these kinds of page only, e.g. project,projects (default: all; project-at-once, project-2s, home-2s and home-at-once are kinds of their own)' },
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
const PAGES = pagesOf(outDir);

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

/** Where a finger taps `target` as a visitor does: scrolled into view and touched at once, no wait
 * for idle; the page's clock then (the step's start) is read in the same task as the scroll. */
function fingerAtOnce(target) {
  return target.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    window.__lastChange = 0;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, now: performance.now() };
  });
}

/** Resolves at `ms` after the page's load event on the page's own clock (its time origin and its
 * navigation entry), without asking its main thread again, busy or not. */
async function afterLoadEvent(page, ms) {
  const { origin, loadEnd } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    loadEnd: performance.getEntriesByType('navigation')[0].loadEventEnd,
  }));
  const wait = origin + loadEnd + ms - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return loadEnd;
}

/** The step's latency with its phases, when what it changed was painted and, for a tap timed
 * after load, when it came; null when the page has no such control. */
async function measureStep(page, step, afterLoad) {
  if (step.atOnce) await idle(page);
  if (step.setup) await step.setup(page);
  if (!step.atOnce && afterLoad === undefined) await idle(page);
  if (step.when && !(await step.when(page))) return null;
  // A visitor sees a control before tapping it: by default it is scrolled into view, and the page
  // idle again (what the scroll set off: lazy pictures, links to prefetch), before the tap is timed.
  const target = step.tap?.(page);
  const point = target && (step.atOnce || afterLoad !== undefined ? await fingerAtOnce(target) : await fingerOn(page, target));
  // The element itself: a locator such as "the first button not pressed" finds another once tapped.
  const tapped = target && (await target.elementHandle());
  const loadEnd = afterLoad === undefined ? undefined : await afterLoadEvent(page, afterLoad);
  const start =
    loadEnd ??
    point?.now ??
    (await page.evaluate(() => {
      window.__lastChange = 0;
      return performance.now();
    }));
  await (point ? page.touchscreen.tap(point.x, point.y) : step.act(page));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await idle(page);
  // A touch timed without the checks of fingerOn must still have reached its control.
  if (tapped && !(await tapped.evaluate((element) => element.contains(window.__lastClick)))) throw new Error(`${step.name}: the touch missed ${target}`);
  const { entries, frames, lastChange } = await page.evaluate((since) => ({
    entries: window.__eventEntries.filter((e) => e.startTime >= since),
    frames: window.__frames.filter((t) => t >= since),
    lastChange: window.__lastChange,
  }), start);
  const latency = stepLatency(entries);
  // From the step's last input (typing a word: its last key).
  const last = entries.reduce((at, e) => (e.interactionId ? Math.max(at, e.startTime) : at), -Infinity);
  const tappedAt = loadEnd === undefined || !latency.id ? undefined : latency.startTime - loadEnd;
  return { ...latency, tappedAt, painted: paintedAfter(frames, lastChange, Number.isFinite(last) ? last : start) };
}

/** Watches the page from its start: Event Timing entries, every frame, and the last change of the
 * DOM that reveals something. */
function observe() {
  window.__eventEntries = [];
  window.__frames = [];
  window.__lastChange = 0;
  document.addEventListener('click', (event) => (window.__lastClick = event.target), true);
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
  for (const [kind, { path: route, steps, floor, afterLoad }] of Object.entries(PAGES)) {
    if (floor ? !withFloor : only.length && !only.includes(kind)) continue;
    const url = `http://127.0.0.1:${floor ? port + 1 : port}${typeof route === 'function' ? route() : route}`;
    const samples = steps.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      const { page, context } = await phonePage(browser, { cpu });
      await page.addInitScript(observe);
      await page.goto(url);
      if (afterLoad === undefined) await hydrated(page);
      for (const [i, step] of steps.entries()) samples[i].push(await measureStep(page, step, afterLoad));
      await context.close();
    }
    for (const [i, step] of steps.entries()) {
      const row = { kind, step: step.name, ...summarise(samples[i]) };
      results.push(row);
      const phases = (s) => `${s.latency} (${Math.round(s.inputDelay)}/${Math.round(s.processing)}/${Math.round(s.presentation)}${s.tappedAt === undefined ? '' : ` at +${Math.round(s.tappedAt)}`})`;
      console.log(`${kind.padEnd(15)} ${step.name.padEnd(38)} ${Number.isNaN(row.latency) ? 'n/a' : `${row.latency} ms, painted ${Math.round(row.painted)} ms`}  [${row.measured.map(phases).join(', ')}]`);
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
  console.log(`| ${r.kind} | ${r.step} | ${ms(r.latency)} | ${r.measured.map((s) => ms(s.latency)).join(', ')} | ${phases} | ${round(r.painted)} |`);
}
