// The project detail pages: hero, tabs, screenshots and repository stats. Every expectation is
// derived from the projects of the content under test, so the tests follow the owner's data whatever it becomes.
import type { Page, Route } from '@playwright/test';
import { escapeRegExp, expect, expectNoAxeViolations, rgb, test, type PageProblems } from './fixtures';
import { deepProjects, projects, ui } from './content';
import type { Project } from '@/lib/model/types';
import { KNOWN_TECH_LOGOS } from '@/lib/model/vocabulary';
import { formatDuration, formatMonthYear } from '@/lib/format/dates';
import { formatText } from '@/lib/format/text';

const t = ui.project;
const TABS = [t.tabs.overview, t.tabs.techStack, t.tabs.features, t.tabs.photos, t.tabs.challenges];
const alt = (project: Project, n: number) => formatText(t.screenshotAlt, { title: project.title, number: n, total: project.images.length });
const closeViewer = `button[aria-label="${t.closeViewer}"]`;
/** A dated line as the owner words it ("Completed {Month Year}"), for any month. */
const anyMonth = (wording: string) =>
  new RegExp(`^${escapeRegExp(formatText(wording, { date: '@MONTH@' })).replace('@MONTH@', '\\w+ \\d{4}')}$`);

const detailPath = (project: Project) => `/projects/${project.id}/`;

/** The messages logged when the code-hosting API fails (a failed fetch logs, the page shows nothing). */
function allowApiFailureLogs(problems: PageProblems) {
  problems.allowConsole(/^GitHub API error: \d{3} /);
  problems.allowConsole(/^Error fetching GitHub stats/);
  // Chromium's own line for a non-OK fetch; missing images are caught by expectImagesLoaded instead.
  problems.allowConsole(/^Failed to load resource: the server responded with a status of (403|404|429|500)/);
}

const LANGUAGES = { TypeScript: 52_340, Python: 30_000, CSS: 10_000, HTML: 5_000, Shell: 2_000, Dockerfile: 500, Makefile: 160 };
const EXPECTED_SHARES = ['TypeScript52.3%', 'Python30.0%', 'CSS10.0%', 'HTML5.0%', 'Shell2.0%'];

/** Answers the repository API with a working repository; returns the list of requested URLs. */
async function stubRepository(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://api.github.com/**', (route: Route) => {
    const url = route.request().url();
    requests.push(url);
    const body = url.endsWith('/languages')
      ? LANGUAGES
      : { stargazers_count: 1234, forks_count: 56, updated_at: '2025-06-30T10:00:00Z', language: 'TypeScript' };
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return requests;
}

async function expectImagesLoaded(page: Page) {
  const broken = await page.locator('main img:visible').evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
  expect(broken, 'images that failed to load').toEqual([]);
}

const withRepository = projects.find((project) => project.github);
// One project of each kind of gallery is enough: the pages share one template.
const withGallery = projects.filter((project) => project.images.length > 1).slice(0, 1);
const withOneImage = projects.filter((project) => project.images.length === 1).slice(0, 1);

// The richest and the sparsest project in depth; every project page answers in routes.spec.ts.
for (const project of deepProjects) {
  test.describe(`${project.id} detail page`, () => {
    test('hero, links, dates, metrics and metadata come from the project', { tag: '@sparse' }, async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      const hero = page.locator('main header').first();
      await expect(hero).toHaveCSS('background-image', new RegExp(`${escapeRegExp(rgb(project.color.primary))}.*${escapeRegExp(rgb(project.color.secondary))}`));
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(hero.getByText(project.subtitle)).toBeVisible();
      await expect(hero.getByText(ui.status[project.status], { exact: true })).toBeVisible();
      await expect(hero.getByText(t.featured, { exact: true })).toHaveCount(project.featured ? 1 : 0);
      await expect(hero.getByRole('link', { name: t.backToProjects })).toHaveAttribute('href', /\/projects\/$/);
      const links = [
        [t.liveDemo, project.liveDemo],
        [t.viewSource, project.github],
        [t.documentation, project.documentation],
      ] as const;
      for (const [name, href] of links) {
        const link = hero.getByRole('link', { name: new RegExp(`^${escapeRegExp(name)}`) });
        await expect(link).toHaveCount(href ? 1 : 0);
        if (!href) continue;
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
      }
      await expect(hero.getByText(formatText(t.started, { date: formatMonthYear(project.startDate) }))).toBeVisible();
      await expect(hero.getByText(anyMonth(t.completed))).toHaveCount(project.endDate ? 1 : 0);
      if (project.endDate) await expect(hero.getByText(formatText(t.completed, { date: formatMonthYear(project.endDate) }))).toBeVisible();

      const metrics = page.getByRole('region', { name: t.metricsHeading });
      await expect(metrics.getByRole('listitem')).toHaveCount(project.metrics.length);
      for (const [i, metric] of project.metrics.entries()) {
        await expect(metrics.getByRole('listitem').nth(i)).toContainText(`${metric.value}${metric.label}`);
        await expect(metrics.getByRole('listitem').nth(i).locator('svg')).toHaveCount(1);
      }

      await expect(page).toHaveTitle(new RegExp(escapeRegExp(project.title)));
      const meta = (selector: string) => page.locator(selector).first();
      await expect(meta('meta[name="description"]')).toHaveAttribute('content', project.description);
      await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^https?://.+/projects/${project.id}/$`));
      // The title may carry a site suffix ("{title} · {name}"); it must start with the project's.
      const titled = new RegExp(`^${escapeRegExp(project.title)}`);
      await expect(meta('meta[property="og:title"]')).toHaveAttribute('content', titled);
      await expect(meta('meta[property="og:description"]')).toHaveAttribute('content', project.description);
      await expect(meta('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/projects/${project.id}/$`));
      await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
      await expect(meta('meta[name="twitter:title"]')).toHaveAttribute('content', titled);
    });

    test('each tab shows its content and the keyboard moves between tabs', { tag: '@sparse' }, async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      const tablist = page.getByRole('tablist');
      await expect(tablist.getByRole('tab')).toHaveText(TABS);
      await expect(tablist.getByRole('tab', { name: t.tabs.overview })).toHaveAttribute('aria-selected', 'true');

      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1); // the others are hidden
      for (const paragraph of project.longDescription.split(/\n\s*\n/)) await expect(panel.getByText(paragraph.trim())).toBeVisible();
      const facts = panel.getByRole('region', { name: t.quickFacts });
      await expect(facts).toContainText(`${t.category}${project.category.toUpperCase()}`);
      await expect(facts).toContainText(`${t.duration}${formatDuration(project.startDate, project.endDate, ui.dates)}`);
      await expect(facts).toContainText(`${t.technologies}${formatText(t.tools, { count: project.techStack.length })}`);
      for (const tag of project.tags) await expect(panel.getByRole('region', { name: t.tags }).getByText(tag, { exact: true })).toBeVisible();
      await expect(panel.getByRole('img')).toHaveCount(project.images.length === 0 ? 0 : project.images.length > 1 ? project.images.length + 1 : 1);

      await tablist.getByRole('tab', { name: t.tabs.techStack }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(project.techStack.length);
      for (const tech of project.techStack) {
        const card = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tech.name, exact: true }) });
        await expect(card).toContainText(ui.techCategories[tech.category], { ignoreCase: true });
        const logo = await card.locator('svg[data-logo]').getAttribute('data-logo');
        if ((KNOWN_TECH_LOGOS as readonly string[]).includes(tech.name.toLowerCase())) expect(logo, `${tech.name} shows its logo`).not.toBe('category');
        else expect(logo, `${tech.name} shows its category icon`).toBe('category');
      }

      await tablist.getByRole('tab', { name: t.tabs.features }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(project.features.length);
      for (const [i, feature] of project.features.entries()) {
        const card = panel.getByRole('listitem').nth(i);
        await expect(card.getByRole('heading')).toHaveText(feature.title);
        await expect(card).toContainText(feature.description);
        await expect(card.locator('svg')).toHaveCount(1);
      }

      await tablist.getByRole('tab', { name: t.tabs.photos }).click();
      await expect(panel.getByText(t.noPhotos)).toHaveCount(project.images.length === 0 ? 1 : 0);
      await expect(panel.getByRole('button')).toHaveCount(project.images.length);

      await tablist.getByRole('tab', { name: t.tabs.challenges }).click();
      await expect(panel.getByRole('listitem')).toHaveCount(project.challenges.length);
      for (const [i, challenge] of project.challenges.entries()) {
        const card = panel.getByRole('listitem').nth(i);
        await expect(card.getByRole('heading', { name: formatText(t.challenge, { number: i + 1 }) })).toBeVisible();
        await expect(card).toContainText(challenge);
        await expect(card).toContainText(project.solutions[i]!);
      }

      // WAI-ARIA tabs: arrows wrap, Home/End jump, focus and selection move together.
      const focused = (name: string) => expect(tablist.getByRole('tab', { name })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await focused(t.tabs.overview);
      await page.keyboard.press('ArrowLeft');
      await focused(t.tabs.challenges);
      await page.keyboard.press('Home');
      await focused(t.tabs.overview);
      await page.keyboard.press('ArrowRight');
      await focused(t.tabs.techStack);
      await expect(tablist.getByRole('tab', { name: t.tabs.techStack })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await focused(t.tabs.challenges);
      await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    });

    // On both layouts for the richest project only: the mobile layout rearranges the tab list, not
    // the panels, whose ARIA is the same template for every project (the desktop checks both).
    const layouts = project === deepProjects[0] ? ['@layouts'] : [];
    test('axe finds no violation with each tab open', { tag: ['@sparse', ...layouts] }, async ({ page, problems }) => {
      // Five axe passes: three times the timeout of a test that runs one.
      test.slow();
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      for (const [index, name] of TABS.entries()) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        // The whole page with the first tab open; after that only what a click changes: the tab
        // list and the panel it opened.
        await expectNoAxeViolations(page, `${project.id} ${name}`, index === 0 ? [] : ['[role="tablist"]', '[role="tabpanel"]:not([hidden])']);
      }
    });

    test('all five panels are in the prerendered HTML, inactive ones hidden', { tag: '@sparse' }, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(detailPath(project));
      const panels = page.locator('[role="tabpanel"]');
      await expect(panels).toHaveCount(5);
      await expect(panels.nth(0)).not.toHaveAttribute('hidden');
      for (const i of [1, 2, 3, 4]) await expect(panels.nth(i)).toHaveAttribute('hidden', '');
      for (const tech of project.techStack) await expect(panels.nth(1)).toContainText(tech.name);
      for (const feature of project.features) await expect(panels.nth(2)).toContainText(feature.description);
      for (const challenge of project.challenges) await expect(panels.nth(4)).toContainText(challenge);
      await context.close();
    });
  });
}

test('opening a project from a scrolled list starts at the top of the page', async ({ page, problems }) => {
  allowApiFailureLogs(problems);
  const project = projects[projects.length - 1]!;
  await page.goto('/projects/');
  const link = page.locator(`main a[href$="/projects/${project.id}/"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const project of withGallery) {
  test.describe(`${project.id} screenshots`, () => {
    test('the gallery starts on the first image and thumbnails select', async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      const count = project.images.length;
      const main = page.getByRole('img', { name: alt(project, 1), exact: true });
      await expect(main).toBeVisible();
      // Below the hero and the metrics on every screen: loaded when near view, not with the page.
      await expect(main).toHaveAttribute('loading', 'lazy');
      await expect(main).toHaveAttribute('width', /^\d+$/);
      await expect(main).toHaveAttribute('height', /^\d+$/);
      const thumbs = page.getByRole('list', { name: t.chooseScreenshot }).getByRole('button');
      await expect(thumbs).toHaveCount(count);
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs.locator('img').first()).toHaveAttribute('loading', 'lazy');
      await thumbs.nth(count - 1).click();
      await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-pressed', 'true');
      await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
      const selected = page.getByRole('img', { name: alt(project, count), exact: true });
      await expect(selected).toHaveAttribute('src', new RegExp(`${escapeRegExp(project.images[count - 1]!)}$`));
      await expectImagesLoaded(page);
    });

    test('hidden panels laid out ahead stay unseen, take no room, focus or accessible name, and each keeps its state', async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      const panels = page.locator('[role="tabpanel"]');
      const thumbs = page.getByRole('list', { name: t.chooseScreenshot }).getByRole('button');
      await thumbs.nth(1).click();
      // Once the page is idle, the hidden panels are laid out ahead, one per idle period.
      await expect(page.locator('[role="tabpanel"][hidden][data-laid-out]')).toHaveCount(4);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
      for (const i of [1, 2, 3, 4]) {
        await expect(panels.nth(i)).toBeHidden();
        expect((await panels.nth(i).boundingBox())?.height ?? 0, `panel ${i + 1} takes no room`).toBe(0);
      }
      const photo = panels.nth(TABS.indexOf(t.tabs.photos)).locator('button:has(img)').first();
      const takesFocus = () => photo.evaluate((el: HTMLElement) => (el.focus(), document.activeElement === el));
      expect(await takesFocus(), 'a hidden panel\'s button takes no focus').toBe(false);

      await page.getByRole('tab', { name: t.tabs.photos }).click();
      await expect(page.getByRole('tabpanel', { name: t.tabs.photos }).getByRole('button').first()).toBeVisible();
      expect(await takesFocus()).toBe(true);
      await expect(page.getByRole('tabpanel', { name: t.tabs.overview })).toHaveCount(0);
      // Back on the Overview, the screenshot chosen before is still the one shown.
      await page.getByRole('tab', { name: t.tabs.overview }).click();
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('img', { name: alt(project, 2), exact: true })).toBeVisible();
    });

    test('the fullscreen viewer opens, moves, traps focus, locks scroll and closes three ways', async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      await page.goto(detailPath(project));
      await page.getByRole('tab', { name: t.tabs.photos }).click();
      const count = project.images.length;
      const grid = page.getByRole('tabpanel', { name: t.tabs.photos }).getByRole('button');
      await expect(grid).toHaveCount(count);
      await expectImagesLoaded(page);

      await grid.nth(1).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName(alt(project, 2));
      await expect(dialog.getByRole('button', { name: t.closeViewer })).toBeFocused();
      await expectNoAxeViolations(page, `${project.id} viewer`);
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      const scrollY = await page.evaluate(() => window.scrollY);
      // The wheel reaches the page and two frames are drawn: room enough for a scroll to start.
      type Wheeled = { wheeled: Promise<void> };
      await page.evaluate(() => {
        (window as unknown as Wheeled).wheeled = new Promise((resolve) =>
          addEventListener('wheel', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { once: true, capture: true }),
        );
      });
      await page.mouse.wheel(0, 600);
      await page.evaluate(() => (window as unknown as Wheeled).wheeled);
      expect(await page.evaluate(() => window.scrollY), 'the page behind does not scroll').toBe(scrollY);

      await page.keyboard.press('ArrowRight');
      await expect(dialog).toHaveAccessibleName(alt(project, count > 2 ? 3 : 1));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(grid.nth(1)).toBeFocused();

      await grid.nth(0).click();
      await dialog.getByRole('button', { name: t.closeViewer }).click();
      await expect(dialog).toHaveCount(0);
      await expect(grid.nth(0)).toBeFocused();

      await grid.nth(0).click();
      await dialog.getByRole('img').click();
      await expect(dialog).toHaveCount(0);
    });
  });
}

/** Opens the first screenshot of the Photos tab, closes it, and samples the overlay's opacity on every frame until it is gone. */
async function closeViewerAndWatch(page: import('@playwright/test').Page, project: (typeof projects)[number]) {
  await page.goto(detailPath(project));
  await page.getByRole('tab', { name: t.tabs.photos }).click();
  await page.getByRole('tabpanel', { name: t.tabs.photos }).getByRole('button').first().click();
  await expect(page.getByRole('button', { name: t.closeViewer })).toBeFocused();
  // The opening fade is over.
  await expect(page.getByRole('dialog')).toHaveCSS('opacity', '1');
  return page.evaluate(async (closeButton) => {
    const overlay = () => document.querySelector<HTMLElement>('[role="dialog"][aria-modal="true"]');
    const opacities: number[] = [];
    document.querySelector<HTMLButtonElement>(closeButton)!.click();
    for (let n = 0; overlay() && n < 120; n += 1) {
      opacities.push(Number(getComputedStyle(overlay()!).opacity));
      await new Promise(requestAnimationFrame);
    }
    return { opacities, gone: !overlay() };
  }, closeViewer);
}

const viewerProject = withGallery[0];
if (viewerProject) {
  test('the screenshot viewer fades out on closing: still there mid-fade, then gone', async ({ page, problems }) => {
    allowApiFailureLogs(problems);
    const { opacities, gone } = await closeViewerAndWatch(page, viewerProject);
    expect(gone).toBe(true);
    expect(opacities.some((o) => o > 0 && o < 1), 'the viewer seen part-faded').toBe(true);
  });

  test.describe('under reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the screenshot viewer closes at once', async ({ page, problems }) => {
      allowApiFailureLogs(problems);
      const { opacities, gone } = await closeViewerAndWatch(page, viewerProject);
      expect(gone).toBe(true);
      expect(opacities.every((o) => o === 1), 'no part-faded frame').toBe(true);
      expect(opacities.length).toBeLessThanOrEqual(3);
    });
  });
}

for (const project of withOneImage) {
  test(`${project.id}: a single screenshot shows large without thumbnails`, async ({ page, problems }) => {
    allowApiFailureLogs(problems);
    await page.goto(detailPath(project));
    await expect(page.getByRole('img', { name: alt(project, 1) })).toBeVisible();
    await expect(page.getByRole('list', { name: t.chooseScreenshot })).toHaveCount(0);
    await expectImagesLoaded(page);
  });
}

// Runs whenever a project links a repository (every seed project does).
if (withRepository) repositoryStatsTests(withRepository);

function repositoryStatsTests(project: Project) {
  test.describe(`repository stats (${project.id})`, () => {

    test('Repository Languages shows the top 5 by bytes with one-decimal percentages, stars, forks and update', async ({ page }) => {
      await stubRepository(page);
      await page.goto(detailPath(project));
      const card = page.getByRole('region', { name: ui.repositoryStats.heading });
      await expect(card.getByRole('listitem')).toHaveText(EXPECTED_SHARES);
      await expect(card).toContainText(`${ui.repositoryStats.stars}1,234`);
      await expect(card).toContainText(`${ui.repositoryStats.forks}56`);
      await expect(card).toContainText('June 30, 2025');
      await expectNoAxeViolations(page, 'with repository stats');
    });

    test('navigating away and back, and reloading, within 5 minutes makes no new request', async ({ page }) => {
      const requests = await stubRepository(page);
      await page.goto(detailPath(project));
      const card = page.getByRole('region', { name: ui.repositoryStats.heading });
      await expect(card.getByRole('listitem')).toHaveCount(5);
      expect(requests).toHaveLength(2);
      await page.getByRole('link', { name: t.backToProjects }).click();
      await page.locator(`main a[href$="/projects/${project.id}/"]`).first().click();
      await expect(card.getByRole('listitem')).toHaveCount(5);
      await page.reload();
      await expect(card.getByRole('listitem')).toHaveCount(5);
      expect(requests, 'API requests after navigating back and reloading').toHaveLength(2);
    });

    const failures: Array<[string, (route: Route) => Promise<void> | void, RegExp]> = [
      ['404', (route) => route.fulfill({ status: 404, body: '{"message":"Not Found"}' }), /^GitHub API error: 404/],
      ['403 rate limit', (route) => route.fulfill({ status: 403, body: '{"message":"API rate limit exceeded"}' }), /^GitHub API error: 403/],
      ['500', (route) => route.fulfill({ status: 500, body: 'oops' }), /^GitHub API error: 500/],
      ['malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"stargazers_count": 1,' }), /^Error fetching GitHub stats/],
      ['no answer', () => undefined, /^Error fetching GitHub stats/],
    ];
    for (const [name, answer, logged] of failures) {
      test(`no stats and no visible error when the API answers ${name}`, async ({ page, browser, problems }) => {
        test.slow(name === 'no answer'); // the request is aborted after its 8 s timeout
        allowApiFailureLogs(problems);
        await page.route('https://api.github.com/**', answer);
        // Generous: the 8 s timeout only starts once the page has hydrated, which is slow on a busy machine.
        const log = page.waitForEvent('console', { predicate: (m) => logged.test(m.text()), timeout: 40_000 });
        await page.goto(detailPath(project));
        await log;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
        await expect(page.getByRole('region', { name: ui.repositoryStats.heading })).toHaveCount(0);
        // The visitor sees exactly the prerendered page: nothing added, no error text.
        const shown = await page.locator('main').innerText();
        const context = await browser.newContext({ javaScriptEnabled: false });
        const prerendered = await context.newPage();
        await prerendered.goto(detailPath(project));
        expect(shown).toBe(await prerendered.locator('main').innerText());
        await context.close();
      });
    }
  });
}
