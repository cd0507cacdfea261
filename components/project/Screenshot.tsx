import { asset } from '@/lib/paths';
import { SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH } from './screenshots';

interface ScreenshotProps {
  src: string;
  alt: string;
  /** Only the first gallery image loads eagerly; everything else waits until it is near view. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** A project screenshot from public/, with its intrinsic size so no layout shifts as it loads. */
export function Screenshot({ src, alt, loading, className }: ScreenshotProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export: plain pre-sized files
    <img
      className={className}
      src={asset(src)}
      alt={alt}
      width={SCREENSHOT_WIDTH}
      height={SCREENSHOT_HEIGHT}
      loading={loading}
      decoding="async"
    />
  );
}
