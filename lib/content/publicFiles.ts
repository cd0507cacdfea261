// The owner's pictures and files in public/ as the content's check sees them: whether a site path
// names a file, and a picture's weight and pixel size. Each lookup is noted, so that a check kept
// in the build cache (./readContent.ts) is read again only while the files it looked at are as they
// were: each there or missing as it was, and each picture it weighed unchanged.
import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { CheckOptions, ImageInfo } from './check';

/** One lookup: the site path, whether the picture itself was read (weighed), and the file as it was then. */
export interface PublicLookup {
  sitePath: string;
  weighed: boolean;
  /** Undefined: there was no such file. */
  file?: { bytes: number; modified: number };
}

const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;

function fileAt(file: string): PublicLookup['file'] {
  try {
    const stat = statSync(file);
    return stat.isFile() || stat.isDirectory() ? { bytes: stat.size, modified: stat.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The check's view of `publicDir`, and the lookups it made. */
export function publicFiles(publicDir: string): Required<Omit<CheckOptions, 'diagrams'>> & { lookups: () => PublicLookup[] } {
  const lookups = new Map<string, PublicLookup>();
  const note = (sitePath: string, weighed: boolean) => {
    const id = `${weighed ? 'weighed' : 'exists'} ${sitePath}`;
    if (!lookups.has(id)) lookups.set(id, { sitePath, weighed, file: fileAt(path.join(publicDir, sitePath)) });
  };
  return {
    publicFileExists(sitePath: string) {
      note(sitePath, false);
      return existsSync(path.join(publicDir, sitePath));
    },
    /** Weight and pixel size of a picture in public/, read from its header. */
    imageInfo(sitePath: string): ImageInfo | undefined {
      const file = path.join(publicDir, sitePath);
      if (!RASTER.test(file) || !existsSync(file)) return undefined;
      note(sitePath, true);
      let size: { width?: number; height?: number } = {};
      try {
        size = imageSize(readFileSync(file));
      } catch {
        // Not a picture this reader knows: the weight limit still applies.
      }
      return { bytes: statSync(file).size, width: size.width, height: size.height };
    },
    lookups: () => [...lookups.values()],
  };
}

/**
 * Whether a passed check's lookups still hold: every file it found is still there, every file it
 * did not find is still missing (a note's old address must not be a file), and every picture it
 * weighed is the same file.
 */
export function lookupsHold(publicDir: string, lookups: readonly PublicLookup[]): boolean {
  return lookups.every(({ sitePath, weighed, file }) => {
    const now = fileAt(path.join(publicDir, sitePath));
    if (!file || !now) return !file && !now;
    return !weighed || (now.bytes === file.bytes && now.modified === file.modified);
  });
}
