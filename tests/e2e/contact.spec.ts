import { escapeRegExp, expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { contact, contactPage, profile, profileDetails, resume as resumeContent, socialLinks, ui } from './content';
import { jsonResumeProblems } from '@/lib/interchange/validate';
import { MESSAGE_MIN, NAME_MAX, contactFormTexts } from '@/components/contact/contactFormRules';
import { fillTemplate } from '@/lib/format/text';

const texts = contactFormTexts(ui.contactForm);

function form(page: Page) {
  const region = page.getByRole('region', { name: texts.title });
  return {
    name: region.getByRole('textbox', { name: texts.nameLabel, exact: true }),
    email: region.getByRole('textbox', { name: texts.emailLabel, exact: true }),
    subject: region.getByRole('textbox', { name: texts.subjectLabel, exact: true }),
    message: region.getByRole('textbox', { name: texts.messageLabel, exact: true }),
    submit: region.getByRole('button', { name: texts.submitLabel }),
    status: region.getByRole('status'),
  };
}

test.describe('Contact page', () => {
  test('offers direct e-mail, both profiles, the resume and the availability line beside the form', { tag: '@sparse' }, async ({ page }) => {
    await page.goto('/contact/');
    await expect(page.getByRole('heading', { level: 1, name: contactPage.title })).toBeVisible();
    const aside = page.getByRole('complementary', { name: ui.contact.directTitle });
    await expect(aside).toContainText(contact.availability);
    if (profileDetails.location) await expect(aside).toContainText(profileDetails.location);
    if (profile.email) {
      await expect(aside.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.common.email)}`) })).toHaveAttribute('href', `mailto:${profile.email}`);
    }
    for (const { label, url } of socialLinks) {
      const link = aside.getByRole('link', { name: new RegExp(`^${escapeRegExp(label)}.*${escapeRegExp(ui.common.opensInNewTab)}$`) });
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const resume = aside.getByRole('link', { name: ui.contact.resumeLabel });
    await expect(resume).toHaveAttribute('download', '');
    await expect(resume).toHaveAttribute('href', new RegExp(`/${escapeRegExp(profile.resumeFile)}$`));
  });

  test('links the résumé as JSON Resume data beside the PDF and from the head, and the file validates @desktop', async ({ page, request }) => {
    await page.goto('/contact/');
    const aside = page.getByRole('complementary', { name: ui.contact.directTitle });
    const link = aside.getByRole('link', { name: new RegExp(`^${escapeRegExp(ui.contact.resumeJsonLabel)}`) });
    await expect(link).toHaveAttribute('href', /\/resume\.json$/);
    await expect(page.locator('head link[rel="alternate"][type="application/json"]')).toHaveAttribute('href', /\/resume\.json$/);
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const resume = await response.json();
    expect(jsonResumeProblems(resume)).toEqual([]);
    expect(resume.basics).toMatchObject({ name: profile.name, summary: resumeContent.summary });
  });

  test('an empty submit shows every error beside its field, announces it and focuses the first field', async ({ page }) => {
    await page.goto('/contact/');
    const f = form(page);
    await f.submit.click();
    const expected: Array<[typeof f.name, string]> = [
      [f.name, texts.errors.nameMissing],
      [f.email, texts.errors.emailMissing],
      [f.subject, texts.errors.subjectMissing],
      [f.message, `${texts.messageHint} ${texts.errors.messageMissing}`],
    ];
    for (const [field, description] of expected) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(description);
    }
    await expect(f.name).toBeFocused();
    await expect(f.status).toHaveText(texts.errorSummary);
  });

  test('checks the e-mail format and the length limits, keeps every typed character and focuses the first invalid field', async ({ page }) => {
    await page.goto('/contact/');
    const f = form(page);
    const longName = 'N'.repeat(NAME_MAX + 1);
    await f.name.fill(longName);
    await f.email.fill('ada@example');
    await f.subject.fill('Internship');
    await f.message.fill('Too short');
    // Keyboard submit: Enter in a text field sends the form.
    await f.subject.press('Enter');
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAccessibleDescription(fillTemplate(texts.errors.nameTooLong, { max: NAME_MAX, count: NAME_MAX + 1 }));
    await expect(f.email).toHaveAccessibleDescription(texts.errors.emailInvalid);
    await expect(f.subject).not.toHaveAttribute('aria-invalid');
    const tooShort = fillTemplate(texts.errors.messageTooShort, { min: MESSAGE_MIN, count: 'Too short'.length });
    await expect(f.message).toHaveAccessibleDescription(`${texts.messageHint} ${tooShort}`);
    await expect(f.name).toHaveValue(longName);
    await expect(f.email).toHaveValue('ada@example');
    await expect(f.message).toHaveValue('Too short');

    // Fixing the name moves focus to the next invalid field on the next submit.
    await f.name.fill('Ada Lovelace');
    await expect(f.name).not.toHaveAttribute('aria-invalid');
    await f.submit.click();
    await expect(f.email).toBeFocused();
  });

  test('a valid submit opens the e-mail app with subject and body encoded exactly', async ({ page }) => {
    await page.goto('/contact/');
    const f = form(page);
    await f.name.fill('Ada Lovelace');
    await f.email.fill('ada@example.com');
    await f.subject.fill('Internship & data role?');
    await f.message.fill('Hello,\nI saw your #1 project: 50% done.');
    const expected =
      `mailto:${profile.email}?subject=Internship%20%26%20data%20role%3F` +
      '&body=Hello%2C%0D%0AI%20saw%20your%20%231%20project%3A%2050%25%20done.%0D%0A%0D%0AAda%20Lovelace%20%3Cada%40example.com%3E';
    // Chromium reports the hand-off of a mailto navigation to the system's mail handler.
    const handoff = page.waitForEvent('console', (message) => message.text().includes('Launched external handler'));
    await f.submit.click();
    expect((await handoff).text()).toBe(`Launched external handler for '${expected}'.`);
    await expect(f.status).toContainText(texts.mailtoNote);
    await expect(f.status.getByRole('link', { name: texts.mailtoLinkLabel })).toHaveAttribute('href', expected);
    await expect(page).toHaveURL(/\/contact\/$/);
    // The message stays in the form: the visitor may still need it.
    await expect(f.message).toHaveValue('Hello,\nI saw your #1 project: 50% done.');
  });
});
