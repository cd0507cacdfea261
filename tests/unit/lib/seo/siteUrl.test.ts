import { joinSiteUrl } from '@/lib/seo/siteUrl';

describe('joinSiteUrl', () => {
  it('gives routes the trailing slash of the export and leaves file names alone', () => {
    expect(joinSiteUrl('https://example.com', '', '/')).toBe('https://example.com/');
    expect(joinSiteUrl('https://example.com', '', '/about')).toBe('https://example.com/about/');
    expect(joinSiteUrl('https://example.com', '', '/about/')).toBe('https://example.com/about/');
    expect(joinSiteUrl('https://example.com', '', '/og/home.png')).toBe('https://example.com/og/home.png');
    expect(joinSiteUrl('https://example.com', '', 'sitemap.xml')).toBe('https://example.com/sitemap.xml');
  });

  it('puts the base path between the site address and the path', () => {
    expect(joinSiteUrl('https://you.github.io', '/portfolio', '/projects/stockscope')).toBe(
      'https://you.github.io/portfolio/projects/stockscope/',
    );
    expect(joinSiteUrl('https://you.github.io/', '/portfolio', '/')).toBe('https://you.github.io/portfolio/');
  });

  it('does not repeat a base path the site address already ends with', () => {
    expect(joinSiteUrl('https://you.github.io/portfolio/', '/portfolio', '/about')).toBe(
      'https://you.github.io/portfolio/about/',
    );
  });
});
