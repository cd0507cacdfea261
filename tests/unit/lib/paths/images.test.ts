import { responsiveImage, srcSet, variantPath, type ImageWidths } from '@/lib/paths/images';

const shot: ImageWidths = { width: 1280, variants: [640] };
const cover: ImageWidths = { width: 640, variants: [1280, 1920] };

describe('variantPath', () => {
  it('inserts -{width} before the extension', () => {
    expect(variantPath('/images/a/screenshot-1.webp', 640)).toBe('/images/a/screenshot-1-640.webp');
    expect(variantPath('/x.y/thumb.png', 1280)).toBe('/x.y/thumb-1280.png');
  });

  it('has no variant for remote files or paths without an extension', () => {
    expect(variantPath('https://example.com/a.webp', 640)).toBeUndefined();
    expect(variantPath('//cdn.example.com/a.webp', 640)).toBeUndefined();
    expect(variantPath('/images/a', 640)).toBeUndefined();
  });

  it('has no variant for vector images, which are sharp at any size', () => {
    expect(variantPath('/images/a/diagram.svg', 640)).toBeUndefined();
    expect(srcSet('/images/a/diagram.svg', shot)).toBeUndefined();
  });
});

describe('srcSet', () => {
  it('lists the file and its variants narrowest first with w descriptors', () => {
    expect(srcSet('/s.webp', shot)).toBe('/s-640.webp 640w, /s.webp 1280w');
    expect(srcSet('/t.webp', cover)).toBe('/t.webp 640w, /t-1280.webp 1280w, /t-1920.webp 1920w');
  });

  it('passes every URL through the given function (the base path)', () => {
    expect(srcSet('/s.webp', shot, (p) => `/repo${p}`)).toBe('/repo/s-640.webp 640w, /repo/s.webp 1280w');
  });

  it('is undefined for remote files and when there are no variants', () => {
    expect(srcSet('https://example.com/s.webp', shot)).toBeUndefined();
    expect(srcSet('/s.webp', { width: 800, variants: [] })).toBeUndefined();
  });
});

describe('responsiveImage', () => {
  it('gives src, srcSet and sizes for a local file', () => {
    expect(responsiveImage('/s.webp', shot, '100vw', (p) => `/b${p}`)).toEqual({
      src: '/b/s.webp',
      srcSet: '/b/s-640.webp 640w, /b/s.webp 1280w',
      sizes: '100vw',
    });
  });

  it('gives only src when there is nothing to choose from', () => {
    expect(responsiveImage('https://example.com/s.webp', shot, '100vw')).toEqual({ src: 'https://example.com/s.webp' });
  });
});
