// The owner's add-ons (content/integrations.ts) on the full test owner, their hosts answered by
// stubs (tests/e2e/addOns.ts): the analytics script on every kind of page under that page's policy,
// the comments frame only when wanted and only where the policy allows it, in the theme shown.
import type { Page } from '@playwright/test';
import { expect, recordViolations, test } from './fixtures';
import { analytics, comments, frameTheme } from './addOns';
import { content, deepProjects, notes, ui } from './content';

// The longest note: its comments start well below the first screen.
// (Read when the file loads on every target: an owner without notes runs none of these tests.)
const longest = notes.reduce<(typeof notes)[number] | undefined>((a, b) => (!a || b.body.length > a.body.length ? b : a), undefined);
const notePath = `/notes/${longest?.slug}/`;
const projectPath = `/projects/${deepProjects[0]!.id}/`;
const metaPolicy = async (page: Page) => (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
const sources = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];
const commentsFrame = (page: Page) => page.locator(`iframe[src^="${comments!.host}/"]`);

test.describe('analytics and comments', { tag: '@desktop' }, () => {
  test('the analytics script is requested on each kind of page, its host allowed by that page\'s policy; the Contact page says who receives what', async ({ page }) => {
    expect(analytics, 'the full test owner turns analytics on').toBeTruthy();
    const violations = await recordViolations(page);
    const origin = new URL(analytics!.src).origin;
    for (const path of ['/', '/about/', '/projects/', projectPath, '/notes/', notePath, '/contact/']) {
      const requested = page.waitForRequest(analytics!.src);
      await page.goto(path);
      await requested;
      expect(sources(await metaPolicy(page), 'script-src'), path).toContain(origin);
      await expect.poll(() => page.evaluate(() => (window as { __analyticsRuns?: number }).__analyticsRuns), path).toBe(1);
    }
    const privacy = page.getByRole('region', { name: ui.addOns.privacyHeading });
    await expect(privacy).toContainText(analytics!.provider);
    await expect(privacy).toContainText(comments!.repo);
    expect(violations, 'CSP violations').toEqual([]);
  });

  test('no comments frame before the reader scrolls near it; then it loads, titled, under a policy that allows it', async ({ page }) => {
    const violations = await recordViolations(page);
    const frameRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(`${comments!.host}/`) && frameRequests.push(request.url()));
    await page.goto(notePath);
    await page.waitForLoadState('networkidle');
    await expect(commentsFrame(page)).toHaveCount(0);
    expect(frameRequests).toEqual([]);
    await expect(page.getByRole('link', { name: ui.addOns.showComments })).toHaveAttribute('href', `https://github.com/${comments!.repo}/discussions`);

    await page.getByRole('heading', { name: ui.addOns.commentsHeading }).scrollIntoViewIfNeeded();
    await expect(commentsFrame(page)).toHaveAttribute('title', ui.addOns.commentsFrameTitle);
    // The frame tells its height (giscus's resize message).
    await expect(commentsFrame(page)).toHaveCSS('height', '240px');
    expect(sources(await metaPolicy(page), 'frame-src')).toEqual([comments!.host]);
    expect(violations, 'CSP violations').toEqual([]);
  });

  test("the frame opens in the site's colours of the theme shown, follows the toggle, and takes the focus of the link a keyboard reached", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(projectPath);
    await page.getByRole('link', { name: ui.addOns.showComments }).focus();
    await expect(commentsFrame(page)).toBeFocused();
    expect(new URL((await commentsFrame(page).getAttribute('src'))!).searchParams.get('theme')).toBe(frameTheme('dark'));
    const frame = page.frameLocator(`iframe[src^="${comments!.host}/"]`);
    const shown = frame.locator('body');
    // The stylesheet loaded across origins (the site allows it) and the frame's text takes the owner's colour.
    const textColour = () => frame.locator('main').evaluate((main) => getComputedStyle(main).getPropertyValue('--color-fg-default').trim());
    const toggle = (shade: 'light' | 'dark') => page.getByRole('group', { name: ui.theme.label }).getByRole('button', { name: ui.theme[shade] }).click();
    for (const shade of ['dark', 'light', 'dark'] as const) {
      if ((await shown.getAttribute('data-theme')) !== frameTheme(shade)) await toggle(shade);
      await expect(shown).toHaveAttribute('data-loaded', frameTheme(shade));
      await expect.poll(textColour).toBe(content.colors[shade].text);
    }
  });

  test('a page without comments does not allow the frame\'s host, in its own policy or its header', async ({ page, problems }) => {
    problems.allowConsole(/^Framing '[^']*' violates the following Content Security Policy directive: "frame-src 'none'"/);
    const violations = await recordViolations(page);
    const response = await page.goto('/about/');
    expect(sources(await metaPolicy(page), 'frame-src')).toEqual(["'none'"]);
    expect(response!.headers()['content-security-policy']).toContain("frame-src 'none'");
    await page.evaluate((host) => {
      const planted = document.createElement('iframe');
      planted.src = `${host}/en/widget`;
      document.body.append(planted);
    }, comments!.host);
    await expect.poll(() => violations.join('\n')).toContain(`frame-src blocked ${comments!.host}`);
  });
});
