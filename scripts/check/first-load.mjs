// First-load JavaScript of an exported page: the gzip size of every script its HTML loads (its
// <script src> chunks and the client-component chunks its inline payload names; noModule polyfills
// excluded: modern browsers skip them). Shared by the budget check and the audit's framework floor.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** @type {Map<string, number>} */
const gzipCache = new Map();

/**
 * Gzip bytes of the scripts `html`, a page of the export in `dir` built under the base path `base` ("" at the root), loads.
 * @param {string} html
 * @param {string} dir
 * @param {string} base
 */
export function firstLoadBytes(html, dir, base) {
  /** @type {Set<string>} */
  const sources = new Set();
  /** @type {Set<string>} */
  const legacy = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\ssrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) (/\snomodule\b/i.test(tag) ? legacy : sources).add(src);
  }
  // The chunks the after-paint loader adds (scripts/build/html/scriptDeferral.ts) and the client-component chunks
  // named in the inline React Server Components payload: all of them quoted paths in inline scripts.
  for (const [, src] of html.matchAll(/["'](\/[^"'\\\s]*_next\/static\/chunks\/[^"'\\\s]+\.js)\\?["']/g)) {
    if (src && !legacy.has(src)) sources.add(src);
  }
  let total = 0;
  for (const src of sources) total += gzipSize(src, dir, base);
  return total;
}

/**
 * @param {string} src
 * @param {string} dir
 * @param {string} base
 * @returns {number}
 */
function gzipSize(src, dir, base) {
  const pathname = new URL(src, 'http://site.invalid/').pathname;
  const relative = base && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
  const file = path.join(dir, relative);
  let size = gzipCache.get(file);
  if (size === undefined) gzipCache.set(file, (size = gzipSync(readFileSync(file)).length));
  return size;
}
