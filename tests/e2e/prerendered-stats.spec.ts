// Repository stats in the HTML (the bilingual owner's base-path build of `npm run test:engine`, which
// fetched them from a stub API): shown before any script runs, marked "as of" their date; replaced by
// the live figures; kept when the live call fails.
import { escapeRegExp, expect, expectNoAxeViolations, STUB_REPOSITORY, test } from './fixtures';
import { locale, projects, ui } from './content';
import { formatNumber } from '@/lib/format/locale';
import { formatText } from '@/lib/format/text';
import { SITE_URL } from '../../playwright.config';

// The stub API of scripts/test/base-path-build.mjs answers every repository with these stars.
const BUILD_STARS = formatNumber(31337, locale);
// Only an owner with a repository on some project has stats (the first one is enough).
const withRepository = projects.filter((candidate) => candidate.github).slice(0, 1);
const card = (page: import('@playwright/test').Page) => page.getByRole('region', { name: ui.repositoryStats.heading });
/** Any date as this build writes one ("March 4, 2025", "4 March 2025"): its words, numbers and order. */
const anyDate = escapeRegExp(new Date(Date.UTC(2025, 2, 4)).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' }))
  .replace(/\p{L}+/gu, '\\p{L}+')
  .replace(/\d+/g, '\\d+');
/** The "as of {date}" line, worded as this build's texts word it. */
const asOf = new RegExp(escapeRegExp(formatText(ui.repositoryStats.asOf, { date: '@DATE@' })).replace('@DATE@', anyDate), 'u');

for (const project of withRepository) test.describe('stats prerendered by the build @prerendered-stats', () => {

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, hydration: false });
    test('the page already shows them, marked "as of" their date', async ({ page }) => {
      await page.goto(`${SITE_URL}/projects/${project.id}/`);
      await expect(card(page)).toContainText(BUILD_STARS);
      await expect(card(page)).toContainText(asOf);
    });
  });

  test('the browser replaces them with the live figures', async ({ page }) => {
    await page.goto(`${SITE_URL}/projects/${project.id}/`);
    await expect(card(page)).toContainText(formatNumber(STUB_REPOSITORY.stargazers_count, locale));
    await expect(card(page)).not.toContainText(BUILD_STARS);
    await expect(card(page)).not.toContainText(asOf);
  });

  test('they stay when the live call fails', async ({ page, problems }) => {
    problems.allowConsole(/^Failed to load resource: the server responded with a status of 500/);
    problems.allowConsole(/^GitHub API error: 500/);
    await page.route('https://api.github.com/**', (route) =>
      route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, body: 'down' }),
    );
    const failed = page.waitForEvent('console', (message) => message.text().startsWith('GitHub API error: 500'));
    await page.goto(`${SITE_URL}/projects/${project.id}/`);
    await failed;
    await expect(card(page)).toContainText(BUILD_STARS);
    await expect(card(page)).toContainText(asOf);
    await expectNoAxeViolations(page, 'build stats kept');
  });
});
