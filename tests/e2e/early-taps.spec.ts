// A tap at first sight: the page paints before the framework's scripts are fetched, so a visitor
// can tap a button before anything listens to it. The tap must take effect once the page hydrates,
// exactly once (components/layout/earlyTaps.ts). Each test holds the framework's scripts back,
// taps while nothing of React runs, then lets the scripts through.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deepProjects, ui } from './content';

test.use({ hydration: false });

/** Holds every framework chunk until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page with its scripts held back, taps `control` as soon as it shows, then lets the scripts run. */
async function tapBeforeScripts(page: Page, path: string, control: (page: Page) => Locator, beforeTap = async () => {}): Promise<void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(control(page)).toBeVisible();
  await beforeTap();
  const reactRuns = () => page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
  expect(await reactRuns(), 'React is not running yet').toBe(false);
  if (test.info().project.use.hasTouch) await control(page).tap();
  else await control(page).click();
  release();
  await expect.poll(reactRuns).toBe(true);
}

test('a tab tapped before the scripts ran is selected once they run', async ({ page }) => {
  const project = deepProjects[0]!;
  const tab = (p: Page) => p.getByRole('tab').last();
  await tapBeforeScripts(page, `/projects/${project.id}/`, tab);
  await expect(tab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tab(page).getAttribute('id'))!);
});

test('a category tapped before the scripts ran filters the list once, in one history entry', async ({ page }) => {
  const category = (p: Page) => p.getByRole('group', { name: ui.projects.categoryLabel }).getByRole('button', { pressed: false }).first();
  await page.goto('/projects/');
  const name = await category(page).innerText();
  const chip = (p: Page) => p.getByRole('group', { name: ui.projects.categoryLabel }).getByRole('button', { name, exact: true });
  let before = 0;
  await tapBeforeScripts(page, '/projects/', chip, async () => {
    before = await page.evaluate(() => history.length);
  });
  await expect(chip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]category=/);
  // A second, replayed tap would have pushed a second entry.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('the theme switch tapped before the scripts ran applies the theme', async ({ page }) => {
  const showing = await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const other = showing === 'dark' ? ui.theme.light : ui.theme.dark;
  const option = (p: Page) => p.getByRole('group', { name: ui.theme.label }).getByRole('button', { name: other });
  await tapBeforeScripts(page, '/', option);
  await expect(option(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', showing === 'dark' ? 'light' : 'dark');
});

test('the menu button tapped before the scripts ran opens the menu, once', { tag: '@mobile' }, async ({ page }) => {
  const toggle = (p: Page) => p.locator('button[aria-controls="mobile-menu"]');
  await tapBeforeScripts(page, '/', toggle);
  // Two taps applied would have closed it again.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
});

test('a project page scrolled before the scripts ran stays where the visitor scrolled it', async ({ page }) => {
  const project = deepProjects[0]!;
  const release = await holdScripts(page);
  await page.goto(`/projects/${project.id}/`, { waitUntil: 'domcontentloaded' });
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  // As a finger does: the tabs brought into view while nothing of React runs.
  await tabs.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the page scrolled').toBeGreaterThan(0);
  release();
  // The tabs are React's (hydrated, their effects run) and the page has been idle since.
  await expect.poll(() => tabs.evaluate((list) => Object.keys(list).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
