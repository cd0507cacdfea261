// What `npm run audit:response` taps and types on each kind of page (scripts/audit/responsiveness.mjs
// runs them). Each step: what it measures (`tap`: the control tapped, or `act`: keys and typing),
// what must come first (`setup`, not measured), and whether the page has that control at all
// (`when`, false: the step reads n/a). How the tap is timed: by default once the page is idle; a
// step `atOnce` is tapped as a visitor does, scrolled into view and tapped with no wait for idle; a
// page `afterLoad` (ms) is tapped that long after its load event by the page's own clock, whatever
// its main thread is doing then (no wait for hydration either).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The project page with the most tabs, a code snippet first among equals: where every control of the template is. */
function richestProject(outDir) {
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
/** Resolves once the menu has slid in (its items' entrances ended): a touch lands where its controls stay. */
const menuStill = (page) =>
  page.waitForFunction(() => {
    const menu = document.querySelector('#mobile-menu');
    return menu?.getAnimations({ subtree: true }).every((animation) => animation.playState !== 'running');
  });
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

/** Every kind of page and its steps; the language switch is plain links (a page load, no script): not an interaction of a page. */
export const pagesOf = (outDir) => ({
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
        setup: menuStill,
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
    path: () => `/projects/${richestProject(outDir)}/`,
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
  // As a visitor taps, on a fresh page each: the tab list scrolled into view and its second tab
  // tapped at once (the page idle before the scroll, not after it), and the same tab and the menu
  // button 2 s after the load event, while the page may still be at its idle-time work.
  'project-at-once': {
    path: () => `/projects/${richestProject(outDir)}/`,
    steps: [{ name: 'tab 2: scroll and tap at once', atOnce: true, tap: (p) => p.locator('[role="tab"]').nth(1) }],
  },
  'project-2s': {
    path: () => `/projects/${richestProject(outDir)}/`,
    afterLoad: 2000,
    steps: [{ name: 'tab 2, 2 s after load', tap: (p) => p.locator('[role="tab"]').nth(1) }],
  },
  'home-2s': {
    path: '/',
    afterLoad: 2000,
    steps: [{ name: 'menu: open, 2 s after load', tap: (p) => menuButton(p) }],
  },
  // The theme switch to dark (every colour changes), tapped as soon as the menu has slid in.
  'home-at-once': {
    path: '/',
    steps: [
      { name: 'menu: open', atOnce: true, tap: (p) => menuButton(p) },
      {
        name: 'theme switch to dark, menu just open',
        atOnce: true,
        setup: menuStill,
        tap: (p) => p.locator('#mobile-menu [role="group"] button').nth(1),
      },
    ],
  },
});
