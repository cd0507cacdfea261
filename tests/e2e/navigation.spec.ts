import type { Page } from '@playwright/test';
import { escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures';
import { footerLinks, navItems, notes, profile, projects, socialLinks, ui } from './content';
import { NOTES_ROUTE } from '@/lib/paths';
import { formatText } from '@/lib/format/text';

/** The logo: the owner's name, then "home". */
const homeLink = new RegExp(`^${escapeRegExp(profile.name)}\\s*,\\s*${escapeRegExp(ui.nav.logoHome)}$`);
/** The top bar's links as this build shows them (the notes link only when there are notes). */
const routes = navItems
  .filter((item) => item.id !== NOTES_ROUTE || notes.length > 0)
  .map((item) => ({ label: item.label, path: item.id === '/' ? '/' : `${item.id}/` }));
const routeLabel = (path: string) => routes.find((route) => route.path === path)!.label;
const closeMenuButton = `#mobile-menu button[aria-label="${ui.nav.closeMenu}"]`;

/** Whether the open mobile menu is at rest: the panel against the right edge, every item fully shown. */
function menuAtRest(page: Page): Promise<boolean> {
  return page.locator('#mobile-menu').evaluate((el) => {
    const right = Math.round(el.getBoundingClientRect().right - window.innerWidth);
    return right === 0 && Array.from(el.querySelectorAll('li')).every((li) => getComputedStyle(li).opacity === '1');
  });
}

/** Waits for the mobile menu's entrance to end. */
async function expectMenuSettled(page: Page) {
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect.poll(() => menuAtRest(page), { message: 'the menu at rest' }).toBe(true);
}

test.describe('desktop navigation bar', { tag: '@desktop' }, () => {
  test('shows the routes with icons and marks the current page', { tag: '@sparse' }, async ({ page }) => {
    for (const { label, path } of routes) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: ui.nav.mainLabel });
      const links = nav.getByRole('list').getByRole('link');
      await expect(links).toHaveText(routes.map((r) => r.label));
      await expect(links.locator('svg')).toHaveCount(routes.length);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('marks Projects active on a project detail page', async ({ page }) => {
    await page.goto(`/projects/${projects[0]!.id}/`);
    const nav = page.getByRole('navigation', { name: ui.nav.mainLabel });
    await expect(nav.getByRole('link', { name: routeLabel('/projects/'), exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('items navigate between routes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: ui.nav.mainLabel });
    for (const { label, path } of routes.slice(1)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('takes the scrolled style and shows the progress strip only above 50 px', async ({ page }) => {
    await page.goto('/about/');
    const bar = page.getByRole('banner');
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await expect(page.getByTestId('scroll-progress')).toBeHidden();
    const progress = () => bar.evaluate((el) => Number(el.style.getPropertyValue('--progress')));
    await page.evaluate(() => window.scrollTo(0, 50));
    // The bar has read the new position (its progress moved off 0), and is still not scrolled.
    await expect.poll(progress).toBeGreaterThan(0);
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(bar).toHaveAttribute('data-scrolled', '');
    await expect(page.getByTestId('scroll-progress')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await expect(page.getByTestId('scroll-progress')).toBeHidden();
  });

  test('the logo returns home and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: homeLink }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/about/');
    await page.getByRole('link', { name: homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('social links open in a new tab and the Resume button downloads the PDF', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: ui.nav.mainLabel });
    for (const { label, url } of socialLinks) {
      const link = nav.getByRole('link', { name: `${label} ${ui.common.opensInNewTab}` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const resume = nav.getByRole('link', { name: ui.nav.resume });
    await expect(resume).toHaveAttribute('download', '');
    const href = await resume.getAttribute('href');
    expect(href).toMatch(new RegExp(`/${escapeRegExp(profile.resumeFile)}$`));
    const download = page.waitForEvent('download');
    await resume.click();
    expect((await download).suggestedFilename()).toBe(profile.resumeFile);
    const response = await page.request.get(href ?? "");
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ui.nav.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens from the toggle with the name, the routes, social links and resume', async ({ page }) => {
    await page.goto('/about/');
    const toggle = page.getByRole('button', { name: ui.nav.openMenu });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: ui.nav.mainLabel }).getByRole('list')).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: profile.name });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: ui.nav.closeMenu }).first()).toBeVisible();
    await expect(page.locator('[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(routes.map((r) => r.label));
    await expect(menu.getByRole('link', { name: routeLabel('/about/'), exact: true })).toHaveAttribute('aria-current', 'page');
    for (const { label, url } of socialLinks) {
      const link = menu.getByRole('link', { name: `${label} ${ui.common.opensInNewTab}` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(menu.getByRole('link', { name: ui.nav.downloadResume })).toHaveAttribute('download', '');
    // The items appear 0.1 s apart: the delays are unit-tested (tests/unit/components/ui/motion.test.ts).
  });

  test('slides out on closing: the panel is still there mid-exit, then gone', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    await expectMenuSettled(page);
    // Close and sample the panel on every frame until it leaves the DOM.
    const samples = await page.evaluate(async (closeButton) => {
      const seen: number[] = [];
      document.querySelector<HTMLButtonElement>(closeButton)!.click();
      while (document.getElementById('mobile-menu')) {
        const el = document.getElementById('mobile-menu')!;
        seen.push(el.getBoundingClientRect().left - (window.innerWidth - el.offsetWidth));
        await new Promise(requestAnimationFrame);
      }
      return seen;
    }, closeMenuButton);
    expect(samples.length, 'frames the panel stayed while closing').toBeGreaterThan(2);
    expect(samples.some((x) => x > 1 && x < 300), 'the panel seen part-way out').toBe(true);
    await expect(page.getByRole('button', { name: ui.nav.openMenu })).toBeFocused();
  });

  test('locks page scroll, traps focus, and closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/projects/');
    const toggle = page.getByRole('button', { name: ui.nav.openMenu });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: profile.name });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('closes on an overlay click', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('choosing an item navigates, closes the menu and scrolls to the top', async ({ page }) => {
    await page.goto('/about/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    await page.getByRole('dialog').getByRole('link', { name: routeLabel('/contact/'), exact: true }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has no axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    await expectMenuSettled(page);
    await expectNoAxeViolations(page, 'with the mobile menu open');
  });
});

test.describe('mobile menu under reduced motion', { tag: '@mobile' }, () => {
  test.use({ reducedMotion: 'reduce' });
  test('opens and closes in its final state at once', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // No running animation: every item is fully shown, the panel in place, from the first look.
    expect(await menuAtRest(page), 'the menu at rest').toBe(true);
    const frames = await page.evaluate(async (closeButton) => {
      document.querySelector<HTMLButtonElement>(closeButton)!.click();
      let n = 0;
      while (document.getElementById('mobile-menu') && n < 60) {
        await new Promise(requestAnimationFrame);
        n += 1;
      }
      return n;
    }, closeMenuButton);
    expect(frames, 'frames until the menu is gone').toBeLessThanOrEqual(3);
  });
});

test('the footer has quick links, connect links, the built-with line and the copyright', { tag: '@sparse' }, async ({ page }) => {
  await page.goto('/about/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: ui.footer.quickLinks });
  // With notes, the footer also links to them, after the owner's quick links.
  const quickLinks = footerLinks.filter((item) => item.id !== NOTES_ROUTE);
  await expect(quick.getByRole('link')).toHaveText([...quickLinks.map((item) => item.label), ...(notes.length ? [ui.notes.title] : [])]);
  for (const item of quickLinks) {
    await expect(quick.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', new RegExp(`${escapeRegExp(item.id)}/?$`));
  }
  for (const { label, url } of socialLinks) {
    await expect(footer.getByRole('link', { name: `${label} ${ui.common.opensInNewTab}` })).toHaveAttribute('href', url);
  }
  await expect(footer.getByRole('link', { name: ui.common.email, exact: true })).toHaveAttribute('href', `mailto:${profile.email}`);
  await expect(footer).toContainText(ui.footer.builtWith);
  // The line names the site's first year, 2025.
  await expect(footer).toContainText(formatText(ui.footer.copyright, { year: 2025, name: profile.name }));
  const last = quickLinks.at(-1)!;
  await quick.getByRole('link', { name: last.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(last.id)}/$`));
});
