import { asset } from '@/lib/paths';
import { IMAGE_SIZES, SCREENSHOT_WIDTHS, responsiveImage } from '@/lib/paths/images';
import { SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH } from './screenshots';

interface ScreenshotProps {
  src: string;
  alt: string;
  /** Screenshots sit below the fold: they wait until they are near view. */
  loading?: 'lazy' | 'eager';
  className?: string;
  /** The slot the image fills (picks the 640 or 1280 file). */
  sizes: keyof typeof IMAGE_SIZES;
}

/** A project screenshot from public/, with its intrinsic size so no layout shifts as it loads. */
export function Screenshot({ src, alt, loading, className, sizes }: ScreenshotProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: plain pre-sized files
    <img
      className={className}
      {...responsiveImage(src, SCREENSHOT_WIDTHS, IMAGE_SIZES[sizes], asset)}
      alt={alt}
      width={SCREENSHOT_WIDTH}
      height={SCREENSHOT_HEIGHT}
      loading={loading}
      decoding="async"
    />
  );
}
