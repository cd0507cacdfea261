// The prerendered page paints before any framework JavaScript is fetched (scripts/build/html/scriptDeferral.ts):
// on a phone the first paint, and the LCP text, no longer wait for the scripts.
import { expect, ROUTES, test } from './fixtures';
import { projects } from './content';

for (const route of [...ROUTES, `/projects/${projects[0]!.id}`]) {
  test(`${route}: framework scripts start loading after the first paint`, async ({ page }) => {
    await page.goto(`${route === '/' ? '' : route}/`);
    // The page hydrates: the scripts arrive and run.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js')));
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(r.name))
        .map((r) => ({ name: r.name.split('/').pop(), start: r.startTime })),
    }));
    expect(paint, 'first paint time').not.toBeNull();
    expect(scripts.filter((script) => script.start < paint!), `scripts fetched before the first paint at ${paint} ms`).toEqual([]);
  });
}
