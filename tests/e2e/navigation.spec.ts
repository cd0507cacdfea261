import type { Page } from '@playwright/test';
import { escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures';
import { notes, profile, projects } from './content';
import { noteTexts } from '@/lib/content/noteTexts';

/** The logo: the owner's name, then "home". */
const homeLink = new RegExp(`^${escapeRegExp(profile.name)}\\s*,\\s*home$`);
const routes = [
  { label: 'Home', path: '/' },
  { label: 'About', path: '/about/' },
  { label: 'Experience', path: '/experience/' },
  { label: 'Projects', path: '/projects/' },
  { label: 'Contact', path: '/contact/' },
];

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
  test('shows five items with icons and marks the current page', async ({ page }) => {
    for (const { label, path } of routes) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const links = nav.getByRole('list').getByRole('link');
      await expect(links).toHaveText(routes.map((r) => r.label));
      await expect(links.locator('svg')).toHaveCount(5);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test('marks Projects active on a project detail page', async ({ page }) => {
    await page.goto(`/projects/${projects[0]!.id}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('items navigate between routes', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const { label, path } of routes.slice(1)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('takes the scrolled style and shows the progress strip only above 50 px', async ({ page }) => {
    await page.goto('/about/');
    const bar = page.getByRole('banner');
    await expect(bar).not.toHaveAttribute('data-scrolled');
    await expect(page.getByTestId('scroll-progress')).toHaveCount(0);
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
    const nav = page.getByRole('navigation', { name: 'Main' });
    const profiles: Array<[string, string]> = [
      ['GitHub', profile.githubUrl],
      ['LinkedIn', profile.linkedinUrl],
    ];
    for (const [name, url] of profiles) {
      const link = nav.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const resume = nav.getByRole('link', { name: 'Resume' });
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
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('mobile menu', { tag: '@mobile' }, () => {
  test('opens from the toggle with the name, five routes, social links and resume', async ({ page }) => {
    await page.goto('/about/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('dialog', { name: profile.name });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' }).first()).toBeVisible();
    await expect(page.locator('[aria-controls="mobile-menu"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('navigation').getByRole('link')).toHaveText(routes.map((r) => r.label));
    await expect(menu.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: /GitHub/ })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(menu.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('download', '');
    // The items appear 0.1 s apart: the delays are unit-tested (tests/unit/motion.test.ts).
  });

  test('slides out on closing: the panel is still there mid-exit, then gone', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectMenuSettled(page);
    // Close and sample the panel on every frame until it leaves the DOM.
    const samples = await page.evaluate(async () => {
      const seen: number[] = [];
      document.querySelector<HTMLButtonElement>('#mobile-menu button[aria-label="Close menu"]')!.click();
      while (document.getElementById('mobile-menu')) {
        const el = document.getElementById('mobile-menu')!;
        seen.push(el.getBoundingClientRect().left - (window.innerWidth - el.offsetWidth));
        await new Promise(requestAnimationFrame);
      }
      return seen;
    });
    expect(samples.length, 'frames the panel stayed while closing').toBeGreaterThan(2);
    expect(samples.some((x) => x > 1 && x < 300), 'the panel seen part-way out').toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('locks page scroll, traps focus, and closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto('/projects/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByTestId('menu-overlay').click({ position: { x: 20, y: 300 } });
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('choosing an item navigates, closes the menu and scrolls to the top', async ({ page }) => {
    await page.goto('/about/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('has no axe violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectMenuSettled(page);
    await expectNoAxeViolations(page, 'with the mobile menu open');
  });
});

test.describe('mobile menu under reduced motion', { tag: '@mobile' }, () => {
  test.use({ reducedMotion: 'reduce' });
  test('opens and closes in its final state at once', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    // No running animation: every item is fully shown, the panel in place, from the first look.
    expect(await menuAtRest(page), 'the menu at rest').toBe(true);
    const frames = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('#mobile-menu button[aria-label="Close menu"]')!.click();
      let n = 0;
      while (document.getElementById('mobile-menu') && n < 60) {
        await new Promise(requestAnimationFrame);
        n += 1;
      }
      return n;
    });
    expect(frames, 'frames until the menu is gone').toBeLessThanOrEqual(3);
  });
});

test('the footer has quick links, connect links, the built-with line and the copyright', async ({ page }) => {
  await page.goto('/about/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Quick Links' });
  // With notes, the footer also links to them, after the owner's quick links.
  await expect(quick.getByRole('link')).toHaveText(['Projects', 'About', 'Contact', ...(notes.length ? [noteTexts.title] : [])]);
  await expect(quick.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', /\/projects\/?$/);
  await expect(footer.getByRole('link', { name: /GitHub/ })).toHaveAttribute('href', profile.githubUrl);
  await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', profile.linkedinUrl);
  await expect(footer.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${profile.email}`);
  await expect(footer).toContainText('Built with React, TypeScript, and ❤️');
  await expect(footer).toContainText(`© 2025 ${profile.name}`);
  await quick.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});
