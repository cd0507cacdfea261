// The pictures (and other files) a post names, found where its generator serves them from, and
// copied into the new site's public/images/notes/{slug}/: a path at the site's root is looked up
// in the old site's root, static/, public/, src/, content/ and assets/; a relative one beside the
// post; an address on the web is downloaded (bounded in size and time; --offline does not). Each
// must be a picture the site's check allows (at most 1,000,000 bytes and 3,840 px): a larger one
// is made a WebP that fits, with sharp. Nothing outside the old site's folder is read, and no
// symbolic link is followed.
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

const SERVED_FROM = ['', 'static', 'public', 'src', 'content', 'assets', 'src/assets', 'src/static', 'source'];
const PICTURE = /\.(avif|gif|jpe?g|png|webp|svg)$/i;
const FILE = /\.(pdf|zip|txt|csv|json|ipynb|tar\.gz|gz|mp3|mp4|webm)$/i;
export const MAX_BYTES = 1_000_000;
export const MAX_SIDE = 3840;
/** A download larger than this, or slower than this, is given up. */
const MAX_DOWNLOAD = 20_000_000;
const DOWNLOAD_MS = 15_000;

/** A file inside `root` (no "..", no symbolic link on the way), or undefined. */
function fileInside(root, relative) {
  const full = path.resolve(root, relative);
  const inside = path.relative(root, full);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  let current = root;
  for (const part of inside.split(path.sep)) {
    current = path.join(current, part);
    if (!existsSync(current) || lstatSync(current).isSymbolicLink()) return undefined;
  }
  return lstatSync(full).isFile() && realpathSync(full).startsWith(realpathSync(root)) ? full : undefined;
}

/** Where a post's reference to a file points in the old site, or undefined. */
export function localFile(root, postPath, reference, basePath = '') {
  let address = reference.split(/[?#]/, 1)[0];
  try {
    address = decodeURI(address);
  } catch {
    // Kept as written.
  }
  if (!address) return undefined;
  if (address.startsWith('/')) {
    const bare = basePath && address.startsWith(`${basePath}/`) ? address.slice(basePath.length) : address;
    for (const folder of SERVED_FROM) {
      const found = fileInside(root, path.join(folder, bare.slice(1)));
      if (found) return found;
    }
    return undefined;
  }
  const folder = path.dirname(path.join(root, postPath));
  return (
    fileInside(root, path.relative(root, path.join(folder, address))) ??
    SERVED_FROM.map((served) => fileInside(root, path.join(served, address))).find(Boolean)
  );
}

/** A download of a picture of the web, or why it could not be had. */
async function download(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(DOWNLOAD_MS), redirect: 'follow' });
    if (!response.ok) return { error: `the address answered ${response.status}` };
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_DOWNLOAD) return { error: `it is ${length} bytes, more than ${MAX_DOWNLOAD}` };
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length > MAX_DOWNLOAD) return { error: `it is more than ${MAX_DOWNLOAD} bytes` };
    return { bytes, type: response.headers.get('content-type') ?? '' };
  } catch (error) {
    return { error: error.name === 'TimeoutError' ? `no answer within ${DOWNLOAD_MS / 1000} s` : `it could not be downloaded (${error.cause?.code ?? error.message})` };
  }
}

/** The kind of picture bytes are, by their header: an extension, or undefined for no picture the site shows. */
function pictureType(bytes, name) {
  if (/\.svg$/i.test(name) || /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg\b/i.test(bytes.subarray(0, 2000).toString('utf8'))) return 'svg';
  try {
    const type = imageSize(bytes).type;
    return { jpg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' }[type];
  } catch {
    return undefined;
  }
}

/** Bytes of a picture that fits the site's limits: as they are, or a WebP made from them. */
async function fitting(bytes, type) {
  if (type === 'svg') return bytes.length <= MAX_BYTES ? { bytes, type } : { error: `an SVG of ${bytes.length} bytes, more than ${MAX_BYTES}` };
  const { width = 0, height = 0 } = imageSize(bytes);
  if (bytes.length <= MAX_BYTES && Math.max(width, height) <= MAX_SIDE) return { bytes, type };
  const { default: sharp } = await import('sharp');
  for (const [side, quality] of [[2400, 82], [1600, 75], [1200, 65]]) {
    const smaller = await sharp(bytes, { animated: type === 'gif' })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    if (smaller.length <= MAX_BYTES) return { bytes: smaller, type: 'webp', resized: `${bytes.length} bytes, ${width}×${height} px → a WebP of ${smaller.length} bytes at most ${side} px` };
  }
  return { error: `it stays over ${MAX_BYTES} bytes even at 1200 px` };
}

/**
 * A picture (or file) a post names: its bytes ready for public/, the name to give it, and what was
 * done to fit; or why it cannot be had. `reference` is as the post wrote it.
 */
export async function fetchPicture(reference, { root, postPath, basePath, siteHost, offline, kind }) {
  let url = reference.startsWith('//') ? `https:${reference}` : reference;
  let local;
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    // A file of the old site's own repository, by its raw address (dev.to's and Hashnode's covers often are).
    const raw = parsed.host === 'raw.githubusercontent.com' ? parsed.pathname.split('/').slice(4).join('/') : /^\/[^/]+\/[^/]+\/(?:raw|blob)\/[^/]+\/(.+)$/.exec(parsed.host === 'github.com' ? parsed.pathname : '')?.[1];
    const inRepository = raw && localFile(root, postPath, `/${raw.replace(/\/{2,}/g, '/')}`, '');
    if (siteHost && parsed.host === siteHost) url = parsed.pathname;
    else if (inRepository) url = `/${path.relative(root, inRepository).split(path.sep).join('/')}`;
    else {
      if (offline) return { error: 'it is on another site and --offline downloads nothing' };
      const got = await download(url);
      if (got.error) return got;
      const name = decodeURIComponent(parsed.pathname.split('/').pop() || 'picture');
      const type = pictureType(got.bytes, name);
      if (!type) return { error: 'what the address gave is not a picture the site shows (AVIF, GIF, JPEG, PNG, SVG or WebP)' };
      return { ...(await fitting(got.bytes, type)), name, source: reference };
    }
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return { error: 'it is not a file of the old site' };
  local = localFile(root, postPath, url, basePath);
  if (!local) return { error: 'no such file in the old site' };
  const bytes = readFileSync(local);
  const name = path.basename(local);
  if (kind === 'link' && FILE.test(name) && !PICTURE.test(name)) return bytes.length <= MAX_BYTES ? { bytes, type: 'file', name, source: local } : { error: `a file of ${bytes.length} bytes, more than ${MAX_BYTES}` };
  const type = pictureType(bytes, name);
  if (!type) return { error: 'the file is not a picture the site shows (AVIF, GIF, JPEG, PNG, SVG or WebP)' };
  return { ...(await fitting(bytes, type)), name, source: local };
}

/** A picture's file name in public/: lower-case words, its type's extension. */
export function pictureName(name, type) {
  const base = name.replace(/\.[^.]+$/, '').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'picture';
  const extension = type === 'file' ? (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? 'bin').toLowerCase() : type;
  return `${base}.${extension}`;
}
