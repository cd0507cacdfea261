import { expect, test } from './fixtures';
import { experience } from './content';
import { formatDateRange, formatMonthYear } from '@/lib/dates';
import { sortRolesNewestFirst } from '@/lib/experience';

test.describe('Experience page', () => {
  test('lists the roles newest first with title, organisation, dates, location, highlights and technologies', async ({ page }) => {
    await page.goto('/experience/');
    const timeline = page.getByRole('region', { name: experience.rolesTitle });
    const roles = sortRolesNewestFirst(experience.roles);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(roles.map((r) => r.title));
    // The current role reads like the detail page's ranges.
    await expect(timeline.getByRole('article').first()).toContainText(formatDateRange(roles[0]!.startDate, roles[0]!.endDate));
    const items = timeline.getByRole('article');
    for (const [index, role] of roles.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(`${role.organization} · ${role.employmentType}`);
      await expect(item).toContainText(formatDateRange(role.startDate, role.endDate));
      await expect(item).toContainText(role.location);
      for (const highlight of role.highlights) await expect(item.getByText(highlight)).toBeVisible();
      await expect(item.getByRole('list', { name: experience.technologiesLabel }).getByRole('listitem')).toHaveText(role.technologies);
    }
  });

  test('marks exactly the roles without an end date as current', async ({ page }) => {
    await page.goto('/experience/');
    const items = page.getByRole('region', { name: experience.rolesTitle }).getByRole('article');
    const roles = sortRolesNewestFirst(experience.roles);
    for (const [index, role] of roles.entries()) {
      const badge = items.nth(index).getByText(experience.currentLabel, { exact: true });
      await expect(badge).toHaveCount(role.endDate ? 0 : 1);
    }
  });

  test('shows education and certifications', async ({ page }) => {
    await page.goto('/experience/');
    const education = page.getByRole('region', { name: experience.educationTitle });
    for (const item of experience.education) {
      await expect(education.getByRole('heading', { level: 3, name: item.degree })).toBeVisible();
      const range = formatDateRange(item.startDate, item.endDate);
      await expect(education).toContainText(item.expected ? `${range} (${experience.expectedLabel})` : range);
    }
    const certifications = page.getByRole('region', { name: experience.certificationsTitle });
    for (const cert of experience.certifications) {
      const card = certifications.getByRole('listitem').filter({ hasText: cert.name });
      await expect(card).toContainText(cert.issuer);
      await expect(card).toContainText(formatMonthYear(cert.date));
    }
  });
});
