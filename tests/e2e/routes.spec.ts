// Every page of the build answers with its heading under its policy (cheap, all of them: the
// owner's gate runs these, tagged @smoke), and one page of each kind passes axe in both themes.
import { addOnOrigins, toOneOf } from './addOns';
import { CODE_HOSTING_API, expect, expectNoAxeViolations, recordOutsideRequests, recordViolations, test } from './fixtures';
import { aboutPage, contactPage, content, deepProjects, experiencePage, notes, profile, projects, projectsPage, site, ui } from './content';
import { tagSlug } from '@/lib/model/noteSchema';
import { noteSeries, seriesPath } from '@/lib/model/noteSeries';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { languageTag } from '@/lib/format/text';

const notesTitle = ui.notes.title;
const tags = [...new Set(notes.flatMap((note) => note.tags))];
/** Every page of the site with its main heading (undefined: any level-1 heading). */
const everyPage: Array<{ path: string; heading?: string }> = [
  { path: '/', heading: profile.name },
  { path: '/about/', heading: aboutPage.title },
  { path: '/experience/', heading: experiencePage.title },
  { path: '/projects/', heading: projectsPage.title },
  { path: '/contact/', heading: contactPage.title },
  ...projects.map((project) => ({ path: `/projects/${project.id}/`, heading: project.title })),
  ...(notes.length ? [{ path: '/notes/', heading: notesTitle }] : []),
  ...notes.map((note) => ({ path: `/notes/${note.slug}/`, heading: note.title })),
  ...tags.map((tag) => ({ path: `/notes/tag/${tagSlug(tag)}/` })),
  ...noteSeries(notes).map((series) => ({ path: `${seriesPath(series.slug)}/` })),
  ...(content.publications.length ? [{ path: `${PUBLICATIONS_ROUTE}/`, heading: ui.publications.title }] : []),
];
/** One page of each kind: where axe runs, in both themes, and where no JavaScript is tried. */
const kinds = [
  ...everyPage.slice(0, 5),
  ...deepProjects.map((project) => ({ path: `/projects/${project.id}/`, heading: project.title })),
  ...(notes.length
    ? [
        { path: '/notes/', heading: notesTitle },
        { path: `/notes/${notes[0]!.slug}/`, heading: notes[0]!.title },
        { path: `/notes/tag/${tagSlug(tags[0]!)}/` },
      ]
    : []),
  ...(content.publications.length ? [{ path: `${PUBLICATIONS_ROUTE}/`, heading: ui.publications.title }] : []),
];

test('@smoke every page answers 200 with its heading, the top bar and footer, under its CSP, asking no third party', async ({ page }) => {
  // One visit per page: the time grows with the owner's number of pages, and so does the limit.
  test.setTimeout(test.info().timeout + everyPage.length * 10_000);
  const violations = await recordViolations(page);
  const outside = recordOutsideRequests(page);
  for (const { path, heading } of everyPage) {
    const response = await page.goto(path);
    expect(response?.status(), `${path} should answer 200`).toBe(200);
    expect(response?.headers()['content-security-policy'] ?? '', `${path} is served with its policy`).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1, ...(heading && { name: heading }) }), path).toBeVisible();
    await expect(page.getByRole('navigation', { name: ui.nav.mainLabel })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The document's language is the owner's locale (content/site.ts), for screen readers and translation.
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(site.locale));
  }
  expect(violations, 'CSP violations').toEqual([]);
  // The owner's add-ons (content/integrations.ts) are allowed here; security.spec.ts checks them page by page.
  expect(outside.filter((url) => !toOneOf([CODE_HOSTING_API, ...addOnOrigins(true)])(url))).toEqual([]);
});

for (const { path, heading } of kinds) {
  test(`@smoke @layouts ${path} passes axe in both themes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, ...(heading && { name: heading }) })).toBeVisible();
    await expectNoAxeViolations(page, path);
  });
}

test.describe('without JavaScript', () => {
  for (const { path, heading } of kinds) {
    test(`${path} shows its content and no loading screen`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, ...(heading && { name: heading }) })).toBeVisible();
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

  test('@smoke the not-found page answers 404 and links home without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('link', { name: ui.notFound.homeLink })).toBeVisible();
    await context.close();
  });
});
