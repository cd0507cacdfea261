import { expect, test } from './fixtures';
import { experience, ui } from './content';
import { formatDateRange, formatMonthYear } from '@/lib/format/dates';
import { sortRolesNewestFirst } from '@/lib/model/experience';

test.describe('Experience page', { tag: '@sparse' }, () => {
  test('lists the roles newest first with title, organisation, dates, location, highlights and technologies', async ({ page }) => {
    await page.goto('/experience/');
    const timeline = page.getByRole('region', { name: ui.experience.rolesTitle });
    const roles = sortRolesNewestFirst(experience.roles);
    await expect(timeline.getByRole('heading', { level: 3 })).toHaveText(roles.map((r) => r.title));
    const items = timeline.getByRole('article');
    await expect(items).toHaveCount(roles.length);
    for (const [index, role] of roles.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText([role.organization, role.employmentType].filter(Boolean).join(' · '));
      await expect(item).toContainText(formatDateRange(role.startDate, role.endDate, ui.dates.present));
      if (role.location) await expect(item).toContainText(role.location);
      for (const highlight of role.highlights) await expect(item.getByText(highlight)).toBeVisible();
      await expect(item.getByRole('list', { name: ui.experience.technologiesLabel }).getByRole('listitem')).toHaveText(role.technologies);
    }
  });

  test('marks exactly the roles without an end date as current', async ({ page }) => {
    await page.goto('/experience/');
    const timeline = page.getByRole('region', { name: ui.experience.rolesTitle });
    const items = timeline.getByRole('article');
    const roles = sortRolesNewestFirst(experience.roles);
    const current = roles.filter((role) => !role.endDate);
    await expect(timeline.getByText(ui.experience.currentLabel, { exact: true })).toHaveCount(current.length);
    for (const [index, role] of roles.entries()) {
      const badge = items.nth(index).getByText(ui.experience.currentLabel, { exact: true });
      await expect(badge).toHaveCount(role.endDate ? 0 : 1);
    }
  });

  test('shows education and certifications', async ({ page }) => {
    await page.goto('/experience/');
    const education = page.getByRole('region', { name: ui.experience.educationTitle });
    await expect(education.getByRole('heading', { level: 3 })).toHaveText(experience.education.map((item) => item.degree));
    for (const item of experience.education) {
      await expect(education.getByRole('heading', { level: 3, name: item.degree })).toBeVisible();
      const range = formatDateRange(item.startDate, item.endDate, ui.dates.present);
      await expect(education).toContainText(item.expected ? `${range} (${ui.experience.expectedLabel})` : range);
    }
    const certifications = page.getByRole('region', { name: ui.experience.certificationsTitle });
    await expect(certifications.getByRole('listitem')).toHaveCount(experience.certifications.length);
    for (const cert of experience.certifications) {
      const card = certifications.getByRole('listitem').filter({ hasText: cert.name });
      await expect(card).toContainText(cert.issuer);
      await expect(card).toContainText(formatMonthYear(cert.date));
    }
  });
});
