import { expect, expectNoAxeViolations, test } from './fixtures';
import { aboutPage, contactPage, experiencePage, profile, projects, projectsPage, site, ui } from './content';
import { languageTag } from '@/lib/text';

const pages: Array<{ path: string; heading: string }> = [
  { path: '/', heading: profile.name },
  { path: '/about', heading: aboutPage.title },
  { path: '/experience', heading: experiencePage.title },
  { path: '/projects', heading: projectsPage.title },
  { path: '/contact', heading: contactPage.title },
  ...projects.map((project) => ({ path: `/projects/${project.id}/`, heading: project.title })),
];

for (const { path, heading } of pages) {
  test(`${path} responds with its page and passes axe`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status(), `${path} should answer 200`).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: ui.nav.mainLabel })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The document's language is the owner's locale (content/site.ts), for screen readers and translation.
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(site.locale));
    await expectNoAxeViolations(page, path);
  });
}

test.describe('without JavaScript', () => {
  for (const { path, heading } of pages) {
    test(`${path} shows its content and no loading screen`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(ui.common.loading)).toBeHidden();
      await context.close();
    });
  }
});

test.describe('unknown paths', () => {
  for (const bad of ['/no-such-page', '/projects/no-such-project/', '/deep/nested/path']) {
    test(`${bad} redirects to the home page, replacing the history entry`, async ({ page, problems }) => {
      problems.allowConsole(/status of 404/); // the bad path itself answers 404 before the redirect
      await page.goto('/about/');
      await page.goto(bad);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
      // Back skips the bad path and returns to the page before it.
      await page.goBack();
      await expect(page).toHaveURL(/\/about\/$/);
    });
  }

  test('the not-found page answers 404 and links home without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: ui.notFound.homeLink })).toBeVisible();
    await context.close();
  });
});
