import { escapeRegExp, expect, expectNoAxeViolations, test } from './fixtures';
import { about, aboutPage, contactPage, techCategoryLabels, experience, profile, profileDetails, ui } from './content';
import { formatDateRange } from '@/lib/format/dates';

test.describe('About page', () => {
  test('introduces the owner: photo (or initials without one), name, headline, location and the bio', { tag: '@sparse' }, async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { level: 1, name: aboutPage.title })).toBeVisible();
    const intro = page.getByRole('region', { name: profile.name });
    if (about.photo) {
      const photo = intro.getByRole('img', { name: profile.name, exact: true });
      await expect(photo).toBeVisible();
      // The picture loaded (its own file, under the base path if any), not a broken image.
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(intro.getByText(profile.initials, { exact: true })).toHaveCount(0);
    } else {
      await expect(intro.getByText(profile.initials, { exact: true })).toBeVisible();
    }
    await expect(intro.getByText(profile.name, { exact: true })).toBeVisible();
    await expect(intro.getByText(profileDetails.headline)).toBeVisible();
    if (profileDetails.location) await expect(intro.getByText(profileDetails.location)).toBeVisible();
    for (const paragraph of about.bio) await expect(intro.getByText(paragraph)).toBeVisible();
  });

  test('shows education, what the owner is looking for, skills by category and interests', { tag: '@sparse' }, async ({ page }) => {
    await page.goto('/about/');
    const education = page.getByRole('region', { name: ui.about.educationTitle });
    await expect(education.getByRole('heading', { level: 3 })).toHaveText(experience.education.map((degree) => degree.degree));
    for (const degree of experience.education) {
      await expect(education).toContainText(degree.school);
      const range = formatDateRange(degree.startDate, degree.endDate, ui.dates.present);
      await expect(education).toContainText(degree.expected ? `${range} (${ui.experience.expectedLabel})` : range);
      for (const highlight of degree.highlights) await expect(education.getByText(highlight, { exact: true })).toBeVisible();
    }

    const lookingFor = page.getByRole('region', { name: about.lookingFor.title });
    await expect(lookingFor).toContainText(about.lookingFor.text);
    await expect(lookingFor.getByRole('listitem')).toHaveText(about.lookingFor.points);

    const skills = page.getByRole('region', { name: about.skills.title });
    // A category the owner lists nothing under gets no heading.
    const groups = (Object.entries(about.skills.groups) as Array<[keyof typeof techCategoryLabels, string[]]>).filter(([, items]) => items.length);
    await expect(skills.getByRole('heading', { level: 3 })).toHaveText(groups.map(([category]) => techCategoryLabels[category]));
    for (const [, items] of groups) {
      for (const item of items) await expect(skills.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
    }

    const interests = page.getByRole('region', { name: ui.about.interestsTitle });
    await expect(interests.getByRole('heading', { level: 3 })).toHaveText(about.interests.map((i) => i.title));
  });

  test('ends with a call to action to contact the owner and download the resume', async ({ page }) => {
    await page.goto('/about/');
    const cta = page.getByRole('region', { name: about.callToAction.title });
    await expect(cta).toContainText(about.callToAction.text);
    const resume = cta.getByRole('link', { name: ui.about.resumeLabel });
    await expect(resume).toHaveAttribute('download', '');
    const href = await resume.getAttribute('href');
    expect(href).toMatch(new RegExp(`/${escapeRegExp(profile.resumeFile)}$`));
    const pdf = await page.request.get(href ?? '');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await cta.getByRole('link', { name: ui.about.contactLabel }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
    await expect(page.getByRole('heading', { level: 1, name: contactPage.title })).toBeVisible();
  });

  for (const path of ['/about/', '/experience/', '/contact/']) {
    test(`${path} fits a 320 px wide screen without sideways scrolling and passes axe there`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${path} at 320 px`);
    });
  }
});
