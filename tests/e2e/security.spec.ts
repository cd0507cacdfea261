// The site runs under its Content-Security-Policy (the headers of out/_headers plus each page's
// <meta> policy) with zero violations, and makes no third-party requests: only the code-hosting
// API, and only on project pages.
import { CODE_HOSTING_API, expect, recordOutsideRequests, recordViolations, ROUTES, test } from './fixtures';
import { deepProjects, navItems, notes, ui } from './content';
import { addOnOrigins, comments, toOneOf } from './addOns';

// One page of each kind, scrolled through (every route is loaded under its policy in routes.spec.ts).
const projectRoutes = deepProjects.map((project) => `/projects/${project.id}/`);
const noteRoutes = notes.length ? ['/notes/', `/notes/${notes[0]!.slug}/`] : [];

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
        /default-src 'self'; script-src 'self'( https:\/\/[^\s;*]+)*( 'sha256-[A-Za-z0-9+/=]+')+;/,
      );
      expect(violations, 'CSP violations').toEqual([]);
      const projectPage = route.startsWith('/projects/') && route !== '/projects/';
      // The owner's add-ons (content/integrations.ts): analytics everywhere, the comments frame where the page shows it.
      const withComments = Boolean(comments && ((projectPage && comments.on.projects) || (route.startsWith('/notes/') && route !== '/notes/' && comments.on.notes)));
      const allowed = [...(projectPage ? [CODE_HOSTING_API] : []), ...addOnOrigins(withComments)];
      expect(outside.filter((url) => !toOneOf(allowed)(url))).toEqual([]);
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
    expect(outside.filter((url) => !toOneOf([CODE_HOSTING_API, ...addOnOrigins(true)])(url))).toEqual([]);
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
