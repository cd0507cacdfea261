import type { Page, Request } from '@playwright/test';
import { escapeRegExp, expect, expectNoAxeViolations, test, waitForEntrance } from './fixtures';
import { footerLinks, projects, projectsPage, ui } from './content';
import { CATEGORY_FILTERS, SORT_KEYS, selectProjects, type CategoryFilter, type SortKey } from '@/components/projectList/projectFilters';
import { formatText } from '@/lib/format/text';

// Expected orders come from the content and the same pure functions the page uses, so prose
// changes in content/projects do not break these tests.
function expectedTitles(query: { search?: string; category?: CategoryFilter; sort?: SortKey } = {}) {
  const { search = '', category = 'all', sort = 'date' } = query;
  return selectProjects(projects, { search, category, sort }).map((p) => p.title);
}

const t = ui.projects;
const cardTitles = (page: Page) => page.getByRole('list', { name: t.listLabel }).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: t.searchLabel });
/** The count line: "1 project", "3 projects". */
const countLine = (n: number) => formatText(t.count, { count: n });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Opens the list (page.goto waits for hydration: clicks before that would do nothing). */
async function openList(page: Page, query = '') {
  await page.goto(`/projects/${query}`);
}

test('the prerendered page lists every project, latest first, without JavaScript', { tag: '@sparse' }, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/projects/?category=ml');
  await expect(page.getByRole('heading', { level: 1, name: projectsPage.title })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(expectedTitles());
  await expect(page.getByRole('status')).toHaveText(countLine(projects.length));
  // In its place under the controls, not after the footer where React streams a long list.
  const list = page.getByRole('list', { name: t.listLabel });
  expect(await list.evaluate((ul) => ul.closest('main') !== null)).toBe(true);
  // Thumbnails reserve their box; the first loads first, those below the fold lazily.
  const images = await page.getByRole('article').locator('img').evaluateAll((imgs) =>
    imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
  );
  expect(images.every(([w, h]) => Number(w) > 0 && Number(h) > 0)).toBe(true);
  expect(images[0]!.slice(2)).toEqual(['eager', 'high']);
  // Only the first card's image can be the first thing seen; every other one waits until near view.
  for (const image of images.slice(1)) expect(image.slice(2)).toEqual(['lazy', null]);
  await context.close();
});

test.describe('search', () => {
  test('matches titles in any case', async ({ page }) => {
    await openList(page);
    const title = projects.at(-1)!.title;
    await searchBox(page).fill(title.toUpperCase());
    await expect(cardTitles(page)).toHaveText(expectedTitles({ search: title }));
    await expect(cardTitles(page)).toContainText([title]);
    await expect(page).toHaveURL(/\?q=/);
  });

  test('matches descriptions', async ({ page }) => {
    await openList(page);
    const words = projects.at(-1)!.description.split(' ').slice(1, 4).join(' ');
    await searchBox(page).fill(words.toLowerCase());
    await expect(cardTitles(page)).toHaveText(expectedTitles({ search: words }));
    await expect(cardTitles(page)).toContainText([projects.at(-1)!.title]);
  });

  test('matches a tag, in any case and with spaces around it', async ({ page }) => {
    const tagged = projects.flatMap((p) => p.tags.map((tag) => ({ p, tag })));
    // A tag found nowhere else in its project when the content has one: then only the tags match.
    const hit =
      tagged.find(({ p, tag }) => ![p.title, p.description, ...p.techStack.map((t) => t.name)].join(' ').toLowerCase().includes(tag.toLowerCase())) ??
      tagged[0];
    expect(hit, 'the content has a tagged project').toBeDefined();
    await openList(page);
    await searchBox(page).fill(` ${hit!.tag.toUpperCase()} `);
    await expect(cardTitles(page)).toHaveText(expectedTitles({ search: hit!.tag }));
    await expect(cardTitles(page)).toContainText([hit!.p.title]);
    await expect(page.getByRole('status')).toHaveText(countLine(expectedTitles({ search: hit!.tag }).length));
  });

  test('typing keeps the caret and focus, and moves none of the controls', async ({ page }) => {
    await openList(page);
    const box = searchBox(page);
    const views = page.getByRole('group', { name: t.viewLabel });
    const before = [await box.boundingBox(), await views.boundingBox()];
    await box.click();
    await page.keyboard.type('zzz', { delay: 30 });
    await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await box.press('ArrowLeft');
    await page.keyboard.type('q');
    await expect(box).toHaveValue('zzqz');
    await expect(box).toBeFocused();
    expect([await box.boundingBox(), await views.boundingBox()]).toEqual(before);
  });
});

test.describe('category and sort', () => {
  for (const category of CATEGORY_FILTERS) {
    test(`category ${category} shows only its projects`, async ({ page }) => {
      await openList(page, category === 'all' ? '?category=web' : '');
      const chip = button(page, t.categories[category]);
      await chip.click();
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const titles = expectedTitles({ category });
      if (titles.length) await expect(cardTitles(page)).toHaveText(titles);
      else await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
      await expect(page.getByRole('group', { name: t.categoryLabel }).getByRole('button', { pressed: true })).toHaveCount(1);
    });
  }

  for (const sort of ['name', 'status', 'date'] as const) {
    test(`Sort By ${sort} orders the cards`, async ({ page }) => {
      await openList(page, sort === 'date' ? '?sort=name' : '');
      const toggle = button(page, t.filters);
      const select = page.getByRole('combobox', { name: t.sortBy });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await select.selectOption({ label: t.sorts[sort] });
      await expect(cardTitles(page)).toHaveText(expectedTitles({ sort }));
      await expect(page).toHaveURL(sort === 'date' ? /\/projects\/$/ : new RegExp(`\\?sort=${sort}$`));
    });
  }

  test('the Filters toggle shows and hides the Sort By select', async ({ page }) => {
    await openList(page);
    const toggle = button(page, t.filters);
    const select = page.getByRole('combobox', { name: t.sortBy });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'project-filters');
    await expect(select).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(select).toBeVisible();
    await expect(select.locator('option')).toHaveText(SORT_KEYS.map((key) => t.sorts[key]));
    await toggle.click();
    await expect(select).toBeHidden();
  });

  // A touch screen has no hover: a control tapped open and shut looks as it did, not as if a
  // pointer still rested on it (hover styles apply only where a pointer can hover).
  test('the Filters toggle tapped open and shut looks as it did before', { tag: '@mobile' }, async ({ page }) => {
    await openList(page);
    const toggle = button(page, t.filters);
    const look = () =>
      toggle.evaluate((element) => {
        const style = getComputedStyle(element);
        return `background ${style.backgroundColor}, border ${style.borderColor}, text ${style.color}`;
      });
    const before = await look();
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(look).toBe(before);
  });

  test('everything works from the keyboard', async ({ page }) => {
    await openList(page);
    await searchBox(page).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button(page, t.categories.ml)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cardTitles(page)).toHaveText(expectedTitles({ category: 'ml' }));
    await button(page, t.categories.all).focus();
    await page.keyboard.press('Enter');
    await button(page, t.filters).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(button(page, t.gridView)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(button(page, t.listView)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: t.sortBy })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cardTitles(page)).toHaveText(expectedTitles({ sort: 'name' }));
  });
});

test.describe('views and cards @layouts', () => {
  test('grid / list toggle: list is one column with more detail per row', { tag: '@sparse' }, async ({ page }) => {
    await openList(page);
    const grid = button(page, t.gridView);
    const list = button(page, t.listView);
    const first = projects.find((p) => p.title === expectedTitles()[0])!;
    const subtitle = page.getByRole('article', { name: first.title }).getByText(first.subtitle, { exact: true });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(subtitle).toBeHidden();
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(subtitle).toBeVisible();
    await expect(page).toHaveURL(/\?view=list$/);
    // The cards glide to their rows (layout animation): read their places once they have arrived.
    const lefts = () =>
      page.getByRole('article').evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    await expect.poll(lefts, { message: 'every row starts at the same x' }).toBe(1);
  });

  test('"+N" counts the technologies past the first 3', { tag: '@sparse' }, async ({ page }) => {
    await openList(page);
    for (const project of projects.filter((p) => p.techStack.length > 3)) {
      const tech = page.getByRole('article', { name: project.title }).getByRole('list', { name: t.technologiesLabel });
      await expect(tech.getByRole('listitem')).toHaveCount(4);
      await expect(tech.getByRole('listitem').last()).toContainText(`+${project.techStack.length - 3}`);
      await expect(tech.getByRole('listitem').first()).toHaveText(project.techStack[0]!.name);
    }
  });

  test('clicking a card opens its project; Back returns to the same filtered list', async ({ page }) => {
    // The list in a state that lives in the URL: a category filter some project of this owner is
    // in, else (every project outside the filters' categories) the list view.
    const category = CATEGORY_FILTERS.find((c) => c !== 'all' && expectedTitles({ category: c }).length > 0);
    const query = category ? `?category=${category}` : '?view=list';
    await openList(page, query);
    const shown = expectedTitles({ category });
    const target = projects.find((p) => p.title === shown.at(-1))!;
    await page.getByRole('article', { name: target.title }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${target.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/projects/\\${query}$`));
    await expect(cardTitles(page)).toHaveText(shown);
    if (category) await expect(button(page, t.categories[category])).toHaveAttribute('aria-pressed', 'true');
    else await expect(button(page, t.listView)).toHaveAttribute('aria-pressed', 'true');
  });

  test('View Details opens the right project', async ({ page }) => {
    await openList(page);
    const target = projects.find((p) => p.title === expectedTitles().at(-1))!;
    // The owner's wording of the button, then the project's name for screen readers.
    const viewDetails = page.getByRole('article', { name: target.title }).getByRole('link', { name: new RegExp(`^${escapeRegExp(t.viewDetails)}`) });
    await expect(viewDetails).toHaveText(`${t.viewDetails}: ${target.title}`);
    await viewDetails.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${target.id}/$`));
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  });

  test('external links open in a new tab without an opener', async ({ page }) => {
    await openList(page);
    const links = page.getByRole('list', { name: t.listLabel }).locator('a[target="_blank"]');
    const expected = projects.reduce((n, p) => n + (p.github ? 1 : 0) + (p.liveDemo ? 1 : 0), 0);
    await expect(links).toHaveCount(expected);
    for (const rel of await links.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) {
      expect(rel).toBe('noopener noreferrer');
    }
  });
});

test.describe('empty state and URL state', () => {
  test('empty state explains itself and its button clears the filters', async ({ page }) => {
    await openList(page, '?category=mobile&q=zzzz&sort=status');
    await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
    await expect(page.getByText(t.emptyText)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(countLine(0));
    await button(page, t.clearFilters).click();
    await expect(cardTitles(page)).toHaveText(expectedTitles());
    await expect(page.getByRole('status')).toHaveText(countLine(projects.length));
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
  });

  test('the state survives a reload and Back/Forward walk through it', async ({ page }) => {
    await openList(page);
    await button(page, t.categories.web).click();
    await button(page, t.filters).click();
    await page.getByRole('combobox', { name: t.sortBy }).selectOption({ label: t.sorts.name });
    await button(page, t.listView).click();
    await expect(page).toHaveURL(/\?category=web&sort=name&view=list$/);
    await page.reload();
    await expect(cardTitles(page)).toHaveText(expectedTitles({ category: 'web', sort: 'name' }));
    await expect(button(page, t.listView)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: t.sortBy })).toHaveValue('name');
    await page.goBack();
    await expect(page).toHaveURL(/\?category=web&sort=name$/);
    await expect(button(page, t.gridView)).toHaveAttribute('aria-pressed', 'true');
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(cardTitles(page)).toHaveText(expectedTitles());
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(expectedTitles({ category: 'web' }));
  });

  test('a link to /projects while filtered shows every project again', async ({ page }) => {
    await openList(page, '?category=web');
    await searchBox(page).fill('a');
    const projectsLink = footerLinks.find((item) => item.id === '/projects')!;
    await page.getByRole('contentinfo').getByRole('link', { name: projectsLink.label, exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(cardTitles(page)).toHaveText(expectedTitles());
    await expect(searchBox(page)).toHaveValue('');
    await expect(button(page, t.categories.all)).toHaveAttribute('aria-pressed', 'true');
  });

  test('invalid query values fall back to the defaults without an error', async ({ page }) => {
    await openList(page, '?category=games&sort=random&view=table&q=');
    await expect(cardTitles(page)).toHaveText(expectedTitles());
    await expect(button(page, t.categories.all)).toHaveAttribute('aria-pressed', 'true');
    await expect(button(page, t.gridView)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('first load', () => {
  test('nothing shifts while the page loads', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openList(page);
    await page.mouse.wheel(0, 2000);
    // Every image in view has loaded (lazy ones included), and a frame has been drawn since.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => img.getBoundingClientRect().bottom > 0 && img.getBoundingClientRect().top < innerHeight)
            .every((img) => img.complete),
        ),
      )
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });

  test('cards rise in 0.05 s apart', async ({ page }) => {
    await openList(page);
    const delays = await page
      .getByRole('list', { name: t.listLabel })
      .locator(':scope > li')
      .evaluateAll((items) => items.slice(0, 3).map((li) => getComputedStyle(li).animationDelay));
    expect(delays).toEqual(['0s', '0.05s', '0.1s'].slice(0, projects.length));
  });
});

/**
 * Waits until the page does nothing more by itself: no request under way and its main thread idle.
 * The animation features are fetched once the hydrated list has rendered, which on a busy machine
 * can be after the network has already been quiet for the half second `networkidle` waits.
 */
async function settled(page: Page) {
  const pending = new Set<Request>();
  const start = (request: Request) => pending.add(request);
  const end = (request: Request) => pending.delete(request);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  await page.waitForLoadState('networkidle');
  do {
    await expect.poll(() => pending.size).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  } while (pending.size > 0);
  page.off('request', start);
  page.off('requestfinished', end);
  page.off('requestfailed', end);
}

/**
 * Picks a category that leaves some cards out (one that keeps some when the content allows it,
 * else one that leaves the list empty), then samples the leaving card on every frame.
 */
async function filterAndWatch(page: Page) {
  const leaves = CATEGORY_FILTERS.filter((category) => expectedTitles({ category }).length < projects.length);
  const filter = leaves.find((category) => expectedTitles({ category }).length > 0) ?? leaves[0]!;
  const leaving = expectedTitles().find((title) => !expectedTitles({ category: filter }).includes(title))!;
  const label = t.categories[filter];
  const list = `[aria-label="${t.listLabel}"] > li`;
  // The first-paint entrance is over, and the list's code has arrived.
  await waitForEntrance(page);
  await settled(page);
  return page.evaluate(
    async ({ label, leaving, list }) => {
      // The leaving card's row while it is drawn (a row left out stays in the list, display: none).
      const find = () =>
        Array.from(document.querySelectorAll(list)).find(
          (li) => li.querySelector('h2')?.textContent === leaving && getComputedStyle(li).display !== 'none',
        );
      const opacities: number[] = [];
      // Frames in which the card is drawn although the list has already left it out (its row hidden).
      let drawnOnceLeftOut = 0;
      let fade = 0;
      const toTransparent = (animation: Animation) =>
        (animation.effect as KeyframeEffect | null)?.getKeyframes().at(-1)?.opacity === '0'
          ? Number(animation.effect!.getComputedTiming().duration) || 0
          : 0;
      // A machine busy enough to draw no frame during the fade still starts it: every animation
      // started on the leaving card or its list is seen here, as well as in the frames below.
      const card = find()!;
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
        const animation = animate.apply(this, args);
        if (this.contains(card)) fade = Math.max(fade, toTransparent(animation));
        return animation;
      };
      Array.from(document.querySelectorAll('button')).find((b) => b.textContent === label)!.click();
      // The opacity the visitor sees: the card's own times its list's (an emptied list fades as a whole).
      const seen = (el: Element | null): number => (el ? Number(getComputedStyle(el).opacity) * seen(el.parentElement) : 1);
      // The longest animation to opacity 0 running on the card or its list: the fade, however few
      // frames a busy machine draws of it.
      const fading = (el: Element | null): number =>
        el ? Math.max(fading(el.parentElement), ...el.getAnimations().map(toTransparent)) : 0;
      for (let n = 0; find() && n < 120; n += 1) {
        opacities.push(seen(find()!));
        if (find()!.hasAttribute('hidden')) drawnOnceLeftOut += 1;
        fade = Math.max(fade, fading(find()!));
        await new Promise(requestAnimationFrame);
      }
      Element.prototype.animate = animate;
      return { opacities, drawnOnceLeftOut, fade, gone: !find() };
    },
    { label, leaving, list },
  );
}

test.describe('cards that leave', () => {
  test('fade out while still in the list, then are hidden', async ({ page }) => {
    await openList(page);
    const { fade, gone } = await filterAndWatch(page);
    expect(gone).toBe(true);
    // Long enough to be seen.
    expect(fade, 'ms the leaving card fades out for').toBeGreaterThanOrEqual(100);
  });
});

test('the cards that stay glide to their new places once the others have left', async ({ page }) => {
  await openList(page);
  await waitForEntrance(page);
  await settled(page);
  // A category whose first card is not the first of all: it moves up when the cards before it leave.
  const candidates = CATEGORY_FILTERS.flatMap((category) => {
    const mover = expectedTitles({ category })[0];
    return mover && mover !== expectedTitles()[0] ? [{ label: t.categories[category], mover }] : [];
  });
  expect(candidates.length, 'the content has a category whose first card moves').toBeGreaterThan(0);
  const glided = await page.evaluate(
    async ({ candidates, list }) => {
      const rowOf = (title: string) => Array.from(document.querySelectorAll(list)).find((li) => li.querySelector('h2')?.textContent === title)!;
      // The glide moves the rows in view: pick a card that is.
      const inView = (el: Element) => el.getBoundingClientRect().top < innerHeight && el.getBoundingClientRect().bottom > 0;
      const { label, mover } = candidates.find((candidate) => inView(rowOf(candidate.mover))) ?? candidates[0]!;
      const row = rowOf(mover);
      Array.from(document.querySelectorAll('button')).find((b) => b.textContent === label)!.click();
      // A script animation of the row itself (not its CSS transitions), while it is on its way.
      for (let n = 0; n < 120; n += 1) {
        await new Promise(requestAnimationFrame);
        const glide = row.getAnimations().find((a) => !(a instanceof CSSTransition) && !(a instanceof CSSAnimation) && a.playState === 'running');
        if (glide) return true;
      }
      return false;
    },
    { candidates, list: `[aria-label="${t.listLabel}"] > li` },
  );
  expect(glided, 'a glide animation ran on the card that moved up').toBe(true);
});

test.describe('axe (WCAG 2 A/AA)', () => {
  for (const [state, query] of [['grid view', ''], ['list view', '?view=list'], ['empty state', '?q=zzzz&category=mobile']]) {
    test(`${state} has no violations`, async ({ page }) => {
      await openList(page, query);
      await expect(button(page, state === 'list view' ? t.listView : t.gridView)).toHaveAttribute('aria-pressed', 'true');
      if (state === 'empty state') await expect(page.getByRole('heading', { name: t.emptyTitle })).toBeVisible();
      await expectNoAxeViolations(page, state);
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('cards appear at once', async ({ page }) => {
    await openList(page);
    const names = await page
      .getByRole('list', { name: t.listLabel })
      .locator(':scope > li')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li).animationName));
    expect(new Set(names)).toEqual(new Set(['none']));
  });

  test('cards that leave go at once', async ({ page }) => {
    await openList(page);
    const { opacities, drawnOnceLeftOut, fade, gone } = await filterAndWatch(page);
    expect(gone).toBe(true);
    expect(fade, 'ms the leaving card fades out for').toBe(0);
    // Shown whole until the list's change is committed (in the tap's frame, or the render after it
    // for a list longer than the first view), then not at all: no transition of any length keeps
    // it drawn while the browser starts it.
    expect(new Set(opacities), 'the card as seen in each frame from the tap on').toEqual(new Set([1]));
    expect(drawnOnceLeftOut, 'frames the card is drawn once its row is hidden').toBe(0);
  });
});
