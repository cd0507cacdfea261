import { escapeRegExp, expect, expectNoAxeViolations, test, waitForEntrance } from './fixtures';
import { contactPage, home, profile, projectsPage, socialLinks, ui } from './content';
import { KNOWN_TECH_LOGOS } from '@/lib/model/vocabulary';
import { ROLE_ROTATION_MS } from '@/components/home/typing';
import { isYearsStat, type CountStat, type YearsStat } from '@/lib/model/homeTypes';
import { formatYears, yearsSince } from '@/lib/format/dates';
import { withoutOffscreenCanvas } from './homeHelpers';

const roles = home.roles;
const skills = home.skills.items.map((skill) => skill.name);
// Expectations come from the content the build used (any owner): the counters and their final text.
const counts = home.stats.items.filter((stat): stat is CountStat => !isYearsStat(stat));
const years = home.stats.items.find((stat): stat is YearsStat => isYearsStat(stat));
const final = (stat: CountStat) => `${stat.target}${stat.suffix ?? ''}`;
const known = new Set<string>(KNOWN_TECH_LOGOS);

test.describe('home page', () => {
  test('shows the hero, stats, expertise, skills and call to action, and passes axe @layouts', { tag: '@sparse' }, async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: profile.name });
    await expect(hero.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(hero.getByText(home.greeting, { exact: true })).toBeVisible();
    await expect(hero.getByText(profile.initials, { exact: true })).toBeVisible();
    await expect(hero.getByText(home.bio)).toBeVisible();
    // Screen readers get every role as one stable line; the typed and static lines are hidden from them.
    expect(await hero.ariaSnapshot()).toContain(`- paragraph: ${roles.join(', ')}`);
    await expect(hero.getByRole('link', { name: home.primaryAction })).toHaveAttribute('href', '/projects/');
    await expect(hero.getByRole('link', { name: home.secondaryAction })).toHaveAttribute('href', '/contact/');
    for (const { label, url } of socialLinks) {
      await expect(hero.getByRole('link', { name: `${label} ${ui.common.opensInNewTab}` })).toHaveAttribute('href', url);
    }
    await expect(hero.getByRole('link', { name: ui.common.email, exact: true })).toHaveAttribute('href', `mailto:${profile.email}`);

    const stats = page.getByRole('region', { name: home.stats.heading });
    await expect(stats.getByRole('term')).toHaveText(home.stats.items.map((stat) => stat.label));

    const expertise = page.getByRole('region', { name: home.expertise.heading });
    await expect(expertise.getByRole('heading', { level: 3 })).toHaveText(home.expertise.areas.map((area) => area.title));
    await expect(expertise.locator('li svg')).toHaveCount(home.expertise.areas.length);

    const skillList = page.getByRole('region', { name: home.skills.heading }).getByRole('listitem');
    // Each item ends with the skill's name (the AWS logo draws its wordmark as SVG text before it).
    await expect(skillList).toHaveText(skills.map((name) => new RegExp(`${escapeRegExp(name)}$`)));
    // Every skill has a logo or a category icon; the known logos are real brand marks.
    await expect(skillList.locator('svg')).toHaveCount(skills.length);
    const withoutLogo = skills.filter((name) => !known.has(name.toLowerCase()));
    await expect(skillList.locator('svg[data-logo="category"]')).toHaveCount(withoutLogo.length);

    const collaborate = page.getByRole('region', { name: home.collaborate.heading });
    await expect(collaborate.getByText(home.collaborate.intro)).toBeVisible();
    await expect(collaborate.getByRole('link', { name: home.collaborate.action })).toHaveAttribute('href', '/contact/');

    await waitForEntrance(page);
    await expectNoAxeViolations(page, '/');
  });

  test('the hero text is in the HTML and visible without JavaScript', { tag: '@sparse' }, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();
    await expect(page.getByText(home.bio)).toBeVisible();
    await expect(page.getByTestId('typing-role')).toHaveText(roles[0] ?? '');
    // Counters show their final values; no canvas without JavaScript.
    for (const stat of counts) await expect(page.getByTestId(`stat-${stat.label}`)).toHaveText(final(stat));
    await expect(page.locator('canvas')).toHaveCount(0);
    // The largest text is never held transparent for an entrance animation.
    for (const text of [profile.name, home.bio]) {
      const opacity = await page.getByText(text, { exact: true }).first().evaluate((el) => getComputedStyle(el).opacity);
      expect(opacity, `${text} opacity`).toBe('1');
    }
    await context.close();
  });

  test('the typing line shows each role over time', { tag: '@sparse' }, async ({ page }) => {
    // This test is about the text: leave the 3D scene out so the fake clock runs fast.
    await withoutOffscreenCanvas(page);
    const start = new Date('2026-03-02T09:00:00');
    await page.clock.install({ time: start });
    await page.goto('/');
    const line = page.getByTestId('typing-role');
    // The caret blinks once the line animates.
    await expect(line.locator('[data-blinking]')).toHaveCount(1);
    // From here on, the page's time moves only when the test says so.
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
    const seen = new Set<string>();
    // Page time in 200 ms steps: every role once, and the next one typed after them.
    for (let elapsed = 0; elapsed < ROLE_ROTATION_MS * (roles.length + 1) + 1000; elapsed += 200) {
      await page.clock.runFor(200);
      seen.add((await line.textContent()) ?? '');
    }
    for (const role of roles) expect([...seen], `the line should show "${role}"`).toContain(role);
    // Typed, not swapped: part-typed roles appear on the way (a single role is typed again).
    const partial = [...seen].filter((text) => text && roles.some((role) => role !== text && role.startsWith(text)));
    expect(partial, 'part-typed roles seen').not.toEqual([]);
  });

  test('counters count up to their targets when scrolled into view', async ({ page }) => {
    await page.goto('/');
    const value = (label: string) => page.getByTestId(`stat-${label}`);
    // Below the fold, the hydrated counters wait at 0.
    for (const stat of counts) await expect(value(stat.label)).toHaveText(`0${stat.suffix ?? ''}`);
    await page.getByRole('region', { name: home.stats.heading }).scrollIntoViewIfNeeded();
    for (const stat of counts) await expect(value(stat.label)).toHaveText(final(stat));
    if (years) await expect(value(years.label)).toHaveText(formatYears(yearsSince(years.yearsSince, new Date())));
  });

  test('the buttons lead to the projects and contact pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: profile.name }).getByRole('link', { name: home.primaryAction }).click();
    await expect(page).toHaveURL(/\/projects\/$/);
    await expect(page.getByRole('heading', { level: 1, name: projectsPage.title })).toBeVisible();

    await page.goto('/');
    await page.getByRole('region', { name: profile.name }).getByRole('link', { name: home.secondaryAction }).click();
    await expect(page).toHaveURL(/\/contact\/$/);

    await page.goto('/');
    await page.getByRole('region', { name: home.collaborate.heading }).getByRole('link', { name: home.collaborate.action }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1, name: contactPage.title })).toBeVisible();
  });
});

test.describe('home page under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('roles and counters are static', { tag: '@sparse' }, async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByTestId('static-roles')).toHaveText(roles.join(' · '));
    await expect(page.getByTestId('typing-role')).toBeHidden();
    await page.getByRole('region', { name: home.stats.heading }).scrollIntoViewIfNeeded();
    // Final at once, not counting up from 0.
    for (const stat of counts) expect(await page.getByTestId(`stat-${stat.label}`).textContent()).toBe(final(stat));
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('static-roles')).toHaveText(roles.join(' · '));
    expect(await page.getByTestId('typing-role').textContent()).toBe(roles[0]);
    await expectNoAxeViolations(page, '/ (reduced motion)');
  });
});
