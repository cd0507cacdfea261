// Responsive images from the variants the image scripts write next to each file:
// `{base}-{width}.{ext}` is `{base}.{ext}` at that width (screenshot-1.webp is 1280 wide and
// screenshot-1-640.webp 640).
// The browser picks the smallest file that is sharp at the slot size `sizes` names.

/** The width of a file and the widths of its variants (the build writes any variant that is missing). */
export interface ImageWidths {
  width: number;
  variants: readonly number[];
}

export const SCREENSHOT_WIDTHS: ImageWidths = { width: 1280, variants: [640] };

/** The slot an image fills, per layout (an upper bound: a bigger slot only costs bytes). */
export const IMAGE_SIZES = {
  /** The gallery's main image: the content column. */
  galleryMain: '(min-width: 1160px) 1160px, 100vw',
  /** The gallery's thumbnail strip: columns of 88 px to about 120 px. */
  galleryThumb: '120px',
  /** The Photos grid: one column on phones, columns of at least 260 px elsewhere. */
  photoGrid: '(min-width: 640px) 400px, 100vw',
  /** The fullscreen viewer. */
  viewer: '100vw',
} as const;

// Only raster files have width variants (an SVG is sharp at any size). The build writes any
// variant an owner's screenshot lacks (scripts/build/generate-images.mjs), so every one exists.
const LOCAL_FILE = /^(\/[^?#]*)(\.(?:webp|png|jpe?g|avif))$/i;

/** `{base}-{width}.{ext}` for a local raster `{base}.{ext}`; undefined for remote, vector or extension-less paths. */
export function variantPath(src: string, width: number): string | undefined {
  const match = LOCAL_FILE.exec(src);
  if (!match || src.startsWith('//')) return undefined;
  return `${match[1]}-${width}${match[2]}`;
}

/**
 * The `srcset` of a local image and its variants, narrowest first, each URL passed through `url`
 * (the base path). Undefined when there is nothing to choose from (remote file, no variants).
 */
export function srcSet(src: string, widths: ImageWidths, url: (path: string) => string = (path) => path): string | undefined {
  const candidates = widths.variants
    .map((width) => ({ path: variantPath(src, width), width }))
    .filter((c): c is { path: string; width: number } => c.path !== undefined && c.width !== widths.width);
  if (candidates.length === 0) return undefined;
  return [...candidates, { path: src, width: widths.width }]
    .sort((a, b) => a.width - b.width)
    .map((c) => `${url(c.path)} ${c.width}w`)
    .join(', ');
}

/** src, srcSet and sizes for an <img>: spread them onto the element. */
export function responsiveImage(
  src: string,
  widths: ImageWidths,
  sizes: string,
  url: (path: string) => string = (path) => path,
): { src: string; srcSet?: string; sizes?: string } {
  const set = srcSet(src, widths, url);
  return set ? { src: url(src), srcSet: set, sizes } : { src: url(src) };
}
