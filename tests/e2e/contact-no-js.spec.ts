// The contact form before its script runs, or without JavaScript at all: the browser sends the
// form itself, so the form must say where. A GET to the page would put the visitor's text in the
// address bar, the history and the host's logs (and empty the form).
import { expect, test } from './fixtures';
import { contact, profile, ui } from './content';

const texts = ui.contactForm;
const typed = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Internship', message: 'Hello, a private message.' };

// An owner whose content names an endpoint gets the POST instead (contact-endpoint.spec.ts).
const sendsByMail = contact.formEndpoint === '';

if (sendsByMail) test.describe('contact form without JavaScript (no endpoint: the e-mail app)', () => {
  test.use({ javaScriptEnabled: false, hydration: false });

  test('opens mailto: with the fields as plain text, never a GET to the page', async ({ page }) => {
    const gets: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('?')) gets.push(request.url());
    });
    await page.goto('/contact/');
    const region = page.getByRole('region', { name: texts.title });
    const form = region.locator('form');
    await expect(form).toHaveAttribute('action', `mailto:${profile.email}`);
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    await region.getByRole('textbox', { name: texts.nameLabel, exact: true }).fill(typed.name);
    await region.getByRole('textbox', { name: texts.emailLabel, exact: true }).fill(typed.email);
    await region.getByRole('textbox', { name: texts.subjectLabel, exact: true }).fill(typed.subject);
    await region.getByRole('textbox', { name: texts.messageLabel, exact: true }).fill(typed.message);
    await region.getByRole('button', { name: texts.submitLabel }).click();
    // The e-mail app is outside the browser: the page stays, with the text still in the form.
    await expect(region.getByRole('textbox', { name: texts.messageLabel, exact: true })).toHaveValue(typed.message);
    expect(new URL(page.url()).search).toBe('');
    expect(gets.filter((url) => url.includes('name='))).toEqual([]);
    // A form-action that refused mailto: would show up as a console error (the problems fixture).
  });
});
