import type { Page } from '@playwright/test';
import { expect, rgb, ROUTES, test } from './fixtures';
import { SCENE_TIMEOUT } from './homeHelpers';
import { colors, navItems, projects, ui } from './content';
import { THEME_STORAGE_KEY, type Theme } from '@/components/layout/theme';

const PROJECT_PATH = `/projects/${projects[0]!.id}/`;
const other = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

const storedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);
/** The owner's page background of a theme, which is also the browser bar's colour. */
const background = (theme: Theme) => colors[theme].background;
/** A hex colour in its long lower-case form (a stylesheet may hold #fff for #ffffff). */
const longHex = (hex: string | null) => (hex ?? '').toLowerCase().replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');

/** The theme-color tags, as the browser bar reads them: every tag of each scheme holds that scheme's
 * colour, or the chosen theme's. (React may add a copy of a tag the head script changed.) */
async function expectBrowserBar(page: Page, light: Theme, dark: Theme) {
  const tags = async () =>
    (await page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => [meta.getAttribute('media') ?? '', meta.getAttribute('content')] as const)))
      .map(([media, content]) => `${media.includes('light') ? 'light' : 'dark'} ${longHex(content)}`);
  await expect
    .poll(async () => [...new Set(await tags())].sort())
    .toEqual([`dark ${longHex(background(dark))}`, `light ${longHex(background(light))}`]);
}

/** The page as painted: <html data-theme>, the body background and the browser UI colours. */
async function expectShowing(page: Page, theme: Theme, attribute: Theme | null) {
  const root = page.locator('html');
  if (attribute) await expect(root).toHaveAttribute('data-theme', attribute);
  else await expect(root).not.toHaveAttribute('data-theme');
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(background(theme)));
}

/** The theme switch the visitor can reach: the top bar's, or on a phone the one in the menu. */
async function themeSwitch(page: Page) {
  const openMenu = page.getByRole('button', { name: ui.nav.openMenu });
  if (await openMenu.isVisible()) await openMenu.click();
  return page.getByRole('group', { name: ui.theme.label });
}

test.describe('first paint', () => {
  // The scripts are blocked here: page.goto has no hydration to wait for.
  test.use({ hydration: false });
  for (const theme of ['light', 'dark'] as const) {
    test(`a stored ${theme} theme is painted by the head script alone, on every page and the 404 page`, async ({
      page,
      problems,
    }) => {
      // No bundle runs, so whatever the page shows came from the inline head script, under the
      // page's Content-Security-Policy.
      problems.allowConsole(/Failed to load resource/);
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await page.emulateMedia({ colorScheme: other(theme) });
      await page.addInitScript(
        ([key, value]) => {
          localStorage.setItem(key!, value!);
          document.addEventListener('securitypolicyviolation', (event) => {
            document.documentElement.dataset.cspViolation = `${event.violatedDirective} ${event.blockedURI}`;
          });
        },
        [THEME_STORAGE_KEY, theme],
      );
      for (const path of [...ROUTES, PROJECT_PATH, '/no-such-page']) {
        await page.goto(path);
        await expectShowing(page, theme, theme);
        await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
        await expectBrowserBar(page, theme, theme);
        await expect(page.locator('html'), `CSP violation on ${path}`).not.toHaveAttribute('data-csp-violation');
      }
    });
  }
});

test.describe('following the system', () => {
  for (const system of ['light', 'dark'] as const) {
    test(`with nothing stored the ${system} system setting applies, and a change is followed live`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.goto('/about/');
      await expectShowing(page, system, null);
      await expect((await themeSwitch(page)).getByRole('button', { name: ui.theme.system })).toHaveAttribute('aria-pressed', 'true');
      await page.emulateMedia({ colorScheme: other(system) });
      await expectShowing(page, other(system), null);
    });
  }

  test('without JavaScript the system setting still applies', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expectShowing(page, 'dark', null);
    await page.emulateMedia({ colorScheme: 'light' });
    await expectShowing(page, 'light', null);
    await context.close();
  });
});

test('the switch flips the theme, and the choice persists across a reload and a navigation', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about/');
  let themes = await themeSwitch(page);
  await expect(themes.getByRole('button', { name: ui.theme.system })).toHaveAttribute('aria-pressed', 'true');

  await themes.getByRole('button', { name: ui.theme.light }).click();
  await expectShowing(page, 'light', 'light');
  await expectBrowserBar(page, 'light', 'light');
  await expect(themes.getByRole('button', { name: ui.theme.light })).toHaveAttribute('aria-pressed', 'true');
  await expect(themes.getByRole('button', { name: ui.theme.system })).toHaveAttribute('aria-pressed', 'false');
  expect(await storedTheme(page)).toBe('light');

  await page.reload();
  await expectShowing(page, 'light', 'light');
  themes = await themeSwitch(page);
  await expect(themes.getByRole('button', { name: ui.theme.light })).toHaveAttribute('aria-pressed', 'true');

  // A client-side navigation (the menu is open on a phone), then a fresh page load.
  const projectsLink = navItems.find((item) => item.id === '/projects')!;
  await page.getByRole('link', { name: projectsLink.label, exact: true }).first().click();
  await expect(page).toHaveURL(/\/projects\/$/);
  await expectShowing(page, 'light', 'light');
  await page.goto(PROJECT_PATH);
  await expectShowing(page, 'light', 'light');

  themes = await themeSwitch(page);
  await themes.getByRole('button', { name: ui.theme.dark }).click();
  await expectShowing(page, 'dark', 'dark');
  await expectBrowserBar(page, 'dark', 'dark');
  expect(await storedTheme(page)).toBe('dark');

  await themes.getByRole('button', { name: ui.theme.system }).click();
  expect(await storedTheme(page)).toBeNull();
  await expectShowing(page, 'dark', null);
  await expectBrowserBar(page, 'light', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expectShowing(page, 'light', null);
});

test('a switch changes every colour at once: no transition starts, and the controls keep theirs afterwards', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const dark = (await themeSwitch(page)).getByRole('button', { name: ui.theme.dark });
  // Every colour transition the page starts from here on (a colour fading on each control that has
  // one); not what the page does meanwhile anyway, such as the 3D background fading in at idle.
  await page.evaluate(() => {
    const counted = window as unknown as { transitionsRun: number };
    counted.transitionsRun = 0;
    document.addEventListener('transitionrun', (event) => /color|background|shadow|fill|stroke/.test(event.propertyName) && (counted.transitionsRun += 1), true);
  });
  // The click alone, with no pointer moved over the switch (a hover fades the button by design).
  await dark.dispatchEvent('click');
  await expectShowing(page, 'dark', 'dark');
  // Two frames after the one that showed the new colours.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { transitionsRun: number }).transitionsRun)).toBe(0);
  // Once the page is idle again, the controls fade on hover and press as before (the top bar's links).
  const link = page.locator('header nav a[href]').nth(1);
  await expect.poll(() => link.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toMatch(/^0s(, 0s)*$/);
});

test('the 3D background takes the new colours live, without restarting @desktop', async ({ page }) => {
  // Records what the page tells the scene worker.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    const sent: { type: string; colours: string[] }[] = [];
    (window as unknown as { sceneMessages: typeof sent }).sceneMessages = sent;
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      const { type, colours } = message as { type: string; colours?: string[] };
      if (colours) sent.push({ type, colours });
      return (post as (...args: unknown[]) => void).call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  const messages = () =>
    page.evaluate(() => (window as unknown as { sceneMessages: { type: string; colours: string[] }[] }).sceneMessages);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('canvas')).toHaveCount(1, { timeout: SCENE_TIMEOUT });
  await expect.poll(async () => (await messages()).filter((m) => m.type === 'init').length, { timeout: SCENE_TIMEOUT }).toBe(1);
  const darkColours = (await messages()).find((m) => m.type === 'init')!.colours;
  expect(darkColours.every((colour) => colour.startsWith('rgb'))).toBe(true);

  const themes = await themeSwitch(page);
  await themes.getByRole('button', { name: ui.theme.light }).click();
  await expect.poll(async () => (await messages()).length).toBe(2);
  const [, change] = await messages();
  expect(change!.type).toBe('colours');
  expect(change!.colours).not.toEqual(darkColours);

  await themes.getByRole('button', { name: ui.theme.dark }).click();
  await expect.poll(async () => (await messages()).at(-1)?.colours).toEqual(darkColours);
  // The same scene: one worker started, one canvas, still rendering.
  expect((await messages()).filter((m) => m.type === 'init')).toHaveLength(1);
  await expect(page.locator('canvas')).toHaveCount(1);
  await expect(page.locator('[data-scene]')).toHaveAttribute('data-scene', 'webgl');
});
