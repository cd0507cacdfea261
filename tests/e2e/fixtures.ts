// Shared e2e fixtures: every test fails on an uncaught page error or a console error, and the
// code-hosting API is stubbed so no test reaches the internet.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { stubAddOns } from './addOns';

export const CODE_HOSTING_API = 'https://api.github.com';

export interface PageProblems {
  errors: string[];
  consoleErrors: string[];
  /** Console errors a test expects (e.g. the logged code-hosting API errors) and allows. */
  allowConsole: (pattern: RegExp) => void;
}

/** What the stubbed code-hosting API answers by default. */
export const STUB_REPOSITORY = {
  stargazers_count: 42,
  forks_count: 7,
  watchers_count: 42,
  open_issues_count: 3,
  language: 'TypeScript',
  created_at: '2025-01-10T09:00:00Z',
  updated_at: '2025-10-01T12:00:00Z',
  description: 'A stubbed repository',
  size: 2048,
};
export const STUB_LANGUAGES = { TypeScript: 60_000, Python: 30_000, CSS: 10_000 };

/**
 * Resolves once React runs on the page: the framework scripts, which load after the first paint
 * (scripts/build/html/scriptDeferral.ts), have attached React's root to the document, and the main thread has
 * been idle once since (hydration done). Clicks and typing before that would reach the bare HTML.
 * A page without JavaScript (blocked, or one that navigates away) resolves after `timeout`.
 */
async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')), undefined, {
      timeout,
    });
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  } catch {
    // No React on this page (its scripts are blocked), or it navigated away meanwhile.
  }
}

/** Waits for the entrance animations (finite CSS animations) to end, so a check sees final places and colours. */
export async function waitForEntrance(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSAnimation && animation.effect?.getTiming().iterations === 1)
        .every((animation) => animation.playState === 'finished'),
    undefined,
    { polling: 100, timeout: 15_000 },
  );
}

export const test = base.extend<{ problems: PageProblems; hydration: boolean }>({
  /** Whether page.goto and page.reload wait for hydration (off for a test that blocks the scripts). */
  hydration: [true, { option: true }],
  page: async ({ page, hydration }, provide) => {
    if (hydration) {
      // After a navigation that waits for `load` (the default), also wait for React.
      const hydrated = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
        const response = await navigation;
        if (!waitUntil || waitUntil === 'load') await waitForHydration(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => hydrated(goto(url, options), options?.waitUntil);
      page.reload = (options) => hydrated(reload(options), options?.waitUntil);
    }
    await provide(page);
  },
  // Automatic: every test fails on a page error or console error, whether or not it names `problems`.
  problems: [
    async ({ page }, provide) => {
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
      // Any request leaving the machine is a test bug: the code-hosting API answers with a working
      // repository unless a test stubs it otherwise, and everything else that is not the local
      // server is refused. (Playwright runs the most recently registered matching route first.)
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      await page.route('https://api.github.com/**', (route) => {
        const body = route.request().url().endsWith('/languages') ? STUB_LANGUAGES : STUB_REPOSITORY;
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
      });
      // The owner's analytics and comments hosts answer with stubs.
      await stubAddOns(page);
      await provide({ errors, consoleErrors, allowConsole: (pattern) => allowed.push(pattern) });
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(consoleErrors, 'console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe (WCAG 2 A/AA) and expects zero violations, in the theme showing and then in the other
 * one (data-theme flipped for the check, then restored): every state a test checks, in both themes.
 * A theme is colours only (app/globals.css: no element is shown, hidden or named by theme), so in
 * the other theme axe runs the rules that read colours; the rest would give the same answer again.
 * `include` (CSS selectors) limits the check to the parts of a page that changed since a
 * whole-page check of the same page, e.g. the tab list and the panel a click opened.
 */
export async function expectNoAxeViolations(page: Page, label = '', include: string[] = []): Promise<void> {
  const stored = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
  const showing =
    stored ?? (await page.evaluate(() => (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')));
  await expectNoAxeViolationsNow(page, `${label} (${showing} theme)`, include);
  const other = showing === 'dark' ? 'light' : 'dark';
  await showTheme(page, other);
  await expectNoAxeViolationsNow(page, `${label} (${other} theme)`, include, COLOUR_RULES);
  await showTheme(page, stored);
}

/** The axe rules (of the WCAG tags above) whose outcome depends on the colours shown. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function expectNoAxeViolationsNow(page: Page, label: string, include: string[], rules?: string[]): Promise<void> {
  // Contrast is judged on what the visitor sees once things stand still: an entering card part-way
  // through its fade would be measured against a colour it never keeps.
  // An animation can also start while axe runs (motion features load after hydration, on their own
  // time): a violation is confirmed once everything has stood still again, so only a lasting one fails.
  const analyze = async () => {
    await settleAnimations(page);
    const builder = rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
    for (const selector of include) builder.include(selector);
    return builder.analyze();
  };
  let results = await analyze();
  if (results.violations.length) results = await analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`,
  );
  expect(summary, `axe violations ${label}`).toEqual([]);
}

/** Shows a theme (null: follow the system) and waits for the colour transitions to end. */
async function showTheme(page: Page, theme: string | null): Promise<void> {
  await page.evaluate(async (value) => {
    const root = document.documentElement;
    if (value) root.setAttribute('data-theme', value);
    else root.removeAttribute('data-theme');
  }, theme);
  await settleAnimations(page);
}

/** Waits for every finite animation and transition running now (two frames in) to end: CSS ones
 * and framer-motion's, which run as Web Animations. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** `text` matched literally inside a RegExp (owner text may hold . ( + and the like). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** "#rrggbb" as the browser reports a computed colour. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

export const ROUTES = ['/', '/about', '/experience', '/projects', '/contact'] as const;

/** Records every CSP violation of every document the page loads, across navigations. */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${location.pathname}`);
    });
  });
  return violations;
}

/** Every URL the page requests that is neither the site itself nor the data: or blob: scheme. */
export function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') outside.push(request.url());
  });
  return outside;
}

