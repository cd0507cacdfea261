import { content, profile, site } from '@/lib/content';
import { pageMetadata, pageTitle, rootMetadata } from '@/lib/seo/metadata';

const about = pageMetadata(content, { title: 'About', description: 'Who I am.', path: '/about' });

describe('pageMetadata', () => {
  it('titles the page "Page · {name}" in the <title>, Open Graph and Twitter card', () => {
    expect(pageTitle(content, 'About')).toBe(`About · ${profile.name}`);
    expect(about.title).toEqual({ absolute: `About · ${profile.name}` });
    expect(about.openGraph?.title).toBe(`About · ${profile.name}`);
    expect(about.twitter?.title).toBe(`About · ${profile.name}`);
  });

  it('gives the description and an absolute canonical URL from the site address', () => {
    expect(about.description).toBe('Who I am.');
    expect(about.alternates?.canonical).toBe(`${site.url}/about/`);
    expect(about.openGraph).toMatchObject({ url: `${site.url}/about/`, description: 'Who I am.', siteName: profile.name });
  });

  it('shares the home preview image by default and a page image when given, at 1200×630', () => {
    expect(about.openGraph?.images).toEqual([
      { url: `${site.url}/og/home.png`, width: 1200, height: 630, alt: `About · ${profile.name}` },
    ]);
    const project = pageMetadata(content, { title: 'X', description: 'Y', path: '/projects/x', image: '/og/projects/x.png' });
    expect(project.twitter).toMatchObject({ card: 'summary_large_image', images: [`${site.url}/og/projects/x.png`] });
  });

  it('keeps a no-index page out of search results, without a canonical URL', () => {
    const notFound = pageMetadata(content, { title: 'Page not found', description: 'Gone.', path: '/404', noIndex: true });
    expect(notFound.robots).toEqual({ index: false });
    expect(notFound.alternates).toBeUndefined();
    expect(about.robots).toBeUndefined();
  });
});

describe('rootMetadata', () => {
  const root = rootMetadata(content);

  it('sets the title template and the home title as default', () => {
    expect(root.title).toEqual({ default: `${site.homeTitle} · ${profile.name}`, template: `%s · ${profile.name}` });
  });

  it('does not give every page the home page as canonical URL', () => {
    expect(root.alternates).toBeUndefined();
  });

  it('links the SVG favicon, a PNG fallback and the Apple touch icon', () => {
    expect(root.icons).toEqual({
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/icons/icon-32.png', type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: '/icons/apple-touch-icon.png', sizes: '180x180' }],
    });
  });
});
