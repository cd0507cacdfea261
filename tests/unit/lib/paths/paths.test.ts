import { asset, isActiveRoute } from '@/lib/paths';
import { isScrolled, scrollProgress } from '@/components/layout/scroll';

describe('asset', () => {
  it('leaves root-relative public paths as they are when there is no base path', () => {
    expect(asset('/resume.pdf')).toBe('/resume.pdf');
    expect(asset('images/a.webp')).toBe('/images/a.webp');
  });

  it('leaves absolute URLs alone', () => {
    expect(asset('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(asset('mailto:you@example.com')).toBe('mailto:you@example.com');
  });

  it('prefixes the base path when the build sets one', () => {
    jest.isolateModules(() => {
      process.env.NEXT_PUBLIC_BASE_PATH = '/portfolio';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const paths = require('@/lib/paths') as typeof import('@/lib/paths');
      expect(paths.asset('/resume.pdf')).toBe('/portfolio/resume.pdf');
      delete process.env.NEXT_PUBLIC_BASE_PATH;
    });
  });
});

describe('isActiveRoute', () => {
  it('marks Home only on the root path', () => {
    expect(isActiveRoute('/', '/')).toBe(true);
    expect(isActiveRoute('/about/', '/')).toBe(false);
  });

  it('marks Projects for any path beginning with /projects', () => {
    expect(isActiveRoute('/projects/', '/projects')).toBe(true);
    expect(isActiveRoute('/projects/some-project/', '/projects')).toBe(true);
    expect(isActiveRoute('/projectsx', '/projects')).toBe(false);
  });
});

describe('scroll state', () => {
  it('is scrolled only above 50 px', () => {
    expect(isScrolled(0)).toBe(false);
    expect(isScrolled(50)).toBe(false);
    expect(isScrolled(51)).toBe(true);
  });

  it('reports progress between 0 and 1', () => {
    expect(scrollProgress(0, 2000, 800)).toBe(0);
    expect(scrollProgress(600, 2000, 800)).toBe(0.5);
    expect(scrollProgress(5000, 2000, 800)).toBe(1);
    expect(scrollProgress(10, 800, 800)).toBe(0);
  });
});
