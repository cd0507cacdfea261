// The contact form's endpoint path, against the BASE_PATH=/portfolio build with a form endpoint set
// that `npm run test:engine` makes of the bilingual owner (the other builds use mailto). The default
// language's contact page: its texts are the target's content.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { ui } from './content';
import { SITE_URL } from '../../playwright.config';
import basepathBuild from '../basepath-build.json';

const TEST_FORM_ENDPOINT = basepathBuild.formEndpoint;

const texts = ui.contactForm;
const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Internship',
  message: 'Hello, I would like to talk about a data role.',
};

async function fillAndSend(page: Page) {
  await page.goto(`${SITE_URL}/contact/`);
  const region = page.getByRole('region', { name: texts.title });
  await region.getByRole('textbox', { name: texts.nameLabel, exact: true }).fill(message.name);
  await region.getByRole('textbox', { name: texts.emailLabel, exact: true }).fill(message.email);
  await region.getByRole('textbox', { name: texts.subjectLabel, exact: true }).fill(message.subject);
  await region.getByRole('textbox', { name: texts.messageLabel, exact: true }).fill(message.message);
  await region.getByRole('button', { name: texts.submitLabel }).click();
  return region;
}

// @basepath: needs the build with a base path and a form endpoint (E2E_TARGET=bilingual).
test.describe('contact form with an endpoint (site under /portfolio) @basepath', () => {
  test('POSTs the message as JSON and shows sending, then success', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    await page.route(`${TEST_FORM_ENDPOINT}**`, async (route) => {
      expect(route.request().method()).toBe('POST');
      bodies.push(route.request().postDataJSON());
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
    });
    const region = await fillAndSend(page);
    await expect(region.getByRole('button', { name: texts.sendingLabel })).toBeVisible();
    release();
    await expect(region.getByRole('status')).toHaveText(texts.successMessage);
    expect(bodies).toEqual([message]);
    await expectNoAxeViolations(page, 'after sending');
  });

  test('keeps the message and offers the mailto fallback when the endpoint fails', async ({ page, problems }) => {
    problems.allowConsole(/status of 500/); // Chromium's line for the failed POST
    await page.route(`${TEST_FORM_ENDPOINT}**`, (route) => route.fulfill({ status: 500, body: 'error' }));
    const region = await fillAndSend(page);
    const status = region.getByRole('status');
    await expect(status).toContainText(texts.failureMessage);
    const fallback = status.getByRole('link', { name: texts.mailtoLinkLabel });
    await expect(fallback).toHaveAttribute('href', /^mailto:/);
    expect(await fallback.getAttribute('href')).toContain(encodeURIComponent(message.subject));
    await expect(region.getByRole('textbox', { name: texts.messageLabel, exact: true })).toHaveValue(message.message);
    await expect(region.getByRole('textbox', { name: texts.nameLabel, exact: true })).toHaveValue(message.name);
  });
});

test.describe('contact form with an endpoint, without JavaScript (site under /portfolio) @basepath', () => {
  test.use({ javaScriptEnabled: false, hydration: false });

  test('POSTs the fields to the endpoint instead of a GET to the page', async ({ page }) => {
    const sent: Array<{ method: string; body: string }> = [];
    await page.route(`${TEST_FORM_ENDPOINT}**`, async (route) => {
      sent.push({ method: route.request().method(), body: route.request().postData() ?? '' });
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>' });
    });
    await fillAndSend(page);
    await expect(page.getByRole('heading', { name: 'Thanks' })).toBeVisible();
    expect(page.url()).toBe(TEST_FORM_ENDPOINT);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(new URLSearchParams(sent[0]?.body).get('message')).toBe(message.message);
    expect(new URLSearchParams(sent[0]?.body).get('name')).toBe(message.name);
  });
});
