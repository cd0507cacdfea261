// The site runs under its Content-Security-Policy (the headers of out/_headers plus each page's
// <meta> policy) with zero violations, and makes no third-party requests: only the code-hosting
// API, and only on project pages.
import type { Page } from '@playwright/test';
import { expect, ROUTES, test } from './fixtures';
import { navItems, notes, projects, ui } from './content';

const projectRoutes = projects.map((project) => `/projects/${project.id}/`);
const noteRoutes = notes.length ? ['/notes/', ...notes.map((note) => `/notes/${note.slug}/`)] : [];
const CODE_HOSTING_API = 'https://api.github.com';

/** Records every CSP violation of every document the page loads, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
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
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') outside.push(request.url());
  });
  return outside;
}

test.describe('Content-Security-Policy and third-party requests', () => {
  for (const route of [...ROUTES, ...projectRoutes, ...noteRoutes]) {
    test(`${route} loads with zero CSP violations and no third-party requests`, async ({ page }) => {
      const violations = await recordViolations(page);
      const outside = recordOutsideRequests(page);
      const response = await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Scroll through the page so lazy content and scroll effects run too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');

      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp, 'the page is served with the CSP header').toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self' https://api.github.com");
      const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
      expect(meta, 'the page carries its own policy with hashes of its inline scripts').toMatch(
        /default-src 'self'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      expect(violations, 'CSP violations').toEqual([]);
      const allowed = route.startsWith('/projects/') && route !== '/projects/' ? [CODE_HOSTING_API] : [];
      expect(outside.filter((url) => !allowed.some((origin) => url.startsWith(`${origin}/`)))).toEqual([]);
    });
  }

  test('an injected inline script is refused', async ({ page, problems }) => {
    problems.allowConsole(/violates the following Content Security Policy directive 'script-src/);
    const violations = await recordViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran, 'an inline script without a matching hash must not run').toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(violations[0]).toContain('script-src');
  });
});

test.describe('client-side navigation under the CSP', { tag: '@desktop' }, () => {
  test('moving between pages in the browser causes no CSP violations', async ({ page, problems }) => {
    problems.allowConsole(/status of 404/); // the unknown path itself answers 404 before the redirect
    const violations = await recordViolations(page);
    const outside = recordOutsideRequests(page);
    // The not-found page redirects to the home page: both documents run under the policy.
    await page.goto('/no-such-page/');
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: ui.nav.mainLabel });
    // Every route of the top bar, then back home.
    const pages = navItems.filter((item) => item.id !== '/' && (item.id !== '/notes' || notes.length > 0));
    for (const label of [...pages, navItems.find((item) => item.id === '/')!].map((item) => item.label)) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForLoadState('networkidle');
    }
    await page.goto(projectRoutes[0]!);
    await page.waitForLoadState('networkidle');
    expect(violations, 'CSP violations').toEqual([]);
    expect(outside.filter((url) => !url.startsWith(`${CODE_HOSTING_API}/`))).toEqual([]);
  });
});

test.describe('response headers', () => {
  test('pages get the security headers and are revalidated; hashed assets are cached for good', async ({ page }) => {
    const response = await page.goto('/projects/');
    const headers = response!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const asset = await page.request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
