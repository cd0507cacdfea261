import manifest from '@/app/manifest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { colors, content, navItems, notes, site } from '@/lib/content';
import { getProjects } from '@/lib/content/projects';

describe('sitemap.xml', () => {
  it('lists every route, each project and published note included, once, as absolute URLs with the trailing slash', () => {
    const urls = sitemap().map((entry) => entry.url);
    const routes = [
      ...navItems.map((item) => item.id),
      ...getProjects(content).map((project) => `/projects/${project.id}`),
      ...notes.map((note) => `/notes/${note.slug}`),
    ];
    expect(urls).toEqual(expect.arrayContaining(routes.map((route) => `${site.url}${route === '/' ? '/' : `${route}/`}`)));
    expect(new Set(urls).size).toBe(urls.length);
    // The test owner's published notes are listed; its draft never is.
    expect(urls).toContain(`${site.url}/notes/reading-an-ensemble/`);
    expect(urls.some((url) => url.includes('unfinished-snow-model'))).toBe(false);
  });

  it('respects the base path', () => {
    jest.isolateModules(() => {
      process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { default: withBase } = require('@/app/sitemap') as typeof import('@/app/sitemap');
        const urls = withBase().map((entry) => entry.url);
        expect(urls[0]).toBe(`${site.url}/portfolio/`);
        expect(urls).toContain(`${site.url}/portfolio/projects/tidewatch/`);
      } finally {
        delete process.env.NEXT_PUBLIC_BASE_PATH;
      }
    });
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    expect(robots()).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${site.url}/sitemap.xml` });
  });
});

describe('web app manifest', () => {
  it("names the site, takes its colours from the owner's dark background and offers SVG and PNG icons", () => {
    const data = manifest();
    expect(data).toMatchObject({ start_url: '/', theme_color: colors.dark.background, background_color: colors.dark.background });
    expect(data.icons?.map((icon) => [icon.src, icon.sizes])).toEqual([
      ['/icon.svg', 'any'],
      ['/icons/icon-192.png', '192x192'],
      ['/icons/icon-512.png', '512x512'],
    ]);
  });
});
