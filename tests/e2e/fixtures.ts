// Shared e2e fixtures: every test fails on an uncaught page error or a console error, and the
// code-hosting API is stubbed so no test reaches the internet.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  errors: string[];
  consoleErrors: string[];
  /** Console errors a test expects (e.g. the spec's logged API errors) and allows. */
  allowConsole: (pattern: RegExp) => void;
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, provide) => {
    const errors: string[] = [];
    const consoleErrors: string[] = [];
    const allowed: RegExp[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowed.some((pattern) => pattern.test(text))) return;
      consoleErrors.push(text);
    });
    // Any request leaving the machine is a test bug: answer the code-hosting API with 404 unless a
    // test stubs it, and refuse everything else that is not the local server.
    // (Playwright runs the most recently registered matching route first.)
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.route('https://api.github.com/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
    );
    await provide({ errors, consoleErrors, allowConsole: (pattern) => allowed.push(pattern) });
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(consoleErrors, 'console errors in the page').toEqual([]);
  },
});

export { expect };

/** Runs axe (WCAG 2 A/AA) and expects zero violations. */
export async function expectNoAxeViolations(page: Page, label = ''): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

export const ROUTES = ['/', '/about', '/experience', '/projects', '/contact'] as const;
