// What the build works out from the owner's content, kept on disk so that it is worked out once:
// every process of a build (the prebuild steps, Next's workers, the postbuild) imports the content,
// and the first to need a result computes it, the others read it; a rebuild, or `next dev` after an
// edit, computes again only what the edit changed. Generic: a kind of result ("check", "note"), a
// slot per thing it is about (one owner's content, one note), and a key of everything the result
// depends on, the engine included, so an entry whose inputs changed is never read.
// A result that cannot be written (a read-only disk, a value that is not plain data) is computed
// each time, as without a cache; a failed computation is never kept, so a mistake is named again.
import 'server-only';
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';

/**
 * Where the cache lives: SITE_CACHE_DIR, else .next/cache/site-content (Next clears .next/ before a
 * build but keeps its cache/ folder, and a host that keeps Next's cache between deploys keeps this).
 */
export function cacheDir(env: Record<string, string | undefined> = process.env, root = process.cwd()): string {
  return path.resolve(root, env.SITE_CACHE_DIR?.trim() || '.next/cache/site-content');
}

/** A short, stable name of some text or bytes: a SHA-256 of the parts, each kept apart from the next. */
export function hashOf(...parts: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/** Where one result is kept: its kind, the thing it is about (one file per slot), and the key of its inputs. */
export interface CachePlace {
  kind: string;
  slot: string;
  key: string;
}

interface Entry<T, D> {
  key: string;
  value: T;
  /** What the result read besides its key's inputs (files of public/), for `holds` to look at again. */
  depends: D;
}

const entryFile = (place: CachePlace, dir: string) => path.join(dir, place.kind, `${place.slot}.bin`);

/** The kept result, when its key is the same and what else it read `holds`; undefined otherwise. */
export function readCached<T, D = undefined>(place: CachePlace, holds: (depends: D) => boolean = () => true, dir = cacheDir()): Entry<T, D> | undefined {
  try {
    const entry = deserialize(readFileSync(entryFile(place, dir))) as Entry<T, D>;
    return entry.key === place.key && holds(entry.depends) ? entry : undefined;
  } catch {
    // None yet, or unreadable (half-written by a process that was killed): computed again.
    return undefined;
  }
}

/** Keeps a result (written whole, then renamed: a process reading meanwhile never sees half of it). */
export function writeCached<T, D = undefined>(place: CachePlace, value: T, depends?: D, dir = cacheDir()): void {
  const file = entryFile(place, dir);
  try {
    const bytes = serialize({ key: place.key, value, depends } satisfies Entry<T, D | undefined>);
    mkdirSync(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    // A read-only or full disk, or a value that is not plain data: computed again next time.
  }
}

/** How many lines the record keeps: several builds of a site with hundreds of notes. */
const RECORD_LINES = 4000;
const RECORD_FILE = 'computed.log';

/**
 * Notes in the cache's record that a result was computed (not read): when, which kind, which key,
 * by which process and script. The record is how a build (and its test) can tell that the content
 * was checked once and each note rendered once.
 */
export function recordComputed(place: CachePlace, dir = cacheDir()): void {
  const file = path.join(dir, RECORD_FILE);
  const script = path.basename(process.argv[1] ?? process.argv0);
  try {
    mkdirSync(dir, { recursive: true });
    appendFileSync(file, `${new Date().toISOString()} ${place.kind} ${place.slot.slice(0, 12)} ${place.key.slice(0, 12)} ${process.pid} ${script}\n`);
    if (statSync(file).size > RECORD_LINES * 120) {
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      writeFileSync(file, `${lines.slice(-RECORD_LINES / 2).join('\n')}\n`);
    }
  } catch {
    // A record that cannot be written changes nothing of the build.
  }
}

export interface ComputedRecord {
  at: string;
  kind: string;
  slot: string;
  key: string;
  pid: number;
  script: string;
}

/** The cache's record of what was computed, oldest first. */
export function computedRecord(dir = cacheDir()): ComputedRecord[] {
  const file = path.join(dir, RECORD_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [at = '', kind = '', slot = '', key = '', pid = '', script = ''] = line.split(' ');
      return { at, kind, slot, key, pid: Number(pid), script };
    });
}

/** Entries per kind beyond which the least recently written go: slots are per owner and note, so this is only reached by many owners' folders (tests' copies). */
const MAX_ENTRIES = 2000;
const pruned = new Set<string>();

/** Drops a kind's oldest entries past the limit, once per process. */
function prune(kind: string, dir: string): void {
  if (pruned.has(kind)) return;
  pruned.add(kind);
  try {
    const folder = path.join(dir, kind);
    const names = readdirSync(folder);
    if (names.length <= MAX_ENTRIES) return;
    const byAge = names.map((name) => ({ name, at: statSync(path.join(folder, name)).mtimeMs })).sort((a, b) => a.at - b.at);
    for (const { name } of byAge.slice(0, names.length - MAX_ENTRIES)) rmSync(path.join(folder, name), { force: true });
  } catch {
    // Pruning is housekeeping: a failure leaves a larger cache.
  }
}

/** The result of `compute` at `place` and what else it read: kept and still true, else computed, recorded and kept. */
export function cached<T, D>(place: CachePlace, compute: () => { value: T; depends: D }, holds?: (depends: D) => boolean): { value: T; depends: D } {
  const found = readCached<T, D>(place, holds);
  if (found) return found;
  const computed = compute();
  recordComputed(place);
  writeCached(place, computed.value, computed.depends);
  prune(place.kind, cacheDir());
  return computed;
}

/** `cached` for a result computed asynchronously (a note's Markdown rendered). */
export async function cachedAsync<T>(place: CachePlace, compute: () => Promise<T>): Promise<T> {
  const found = readCached<T>(place);
  if (found) return found.value;
  const value = await compute();
  recordComputed(place);
  writeCached(place, value);
  prune(place.kind, cacheDir());
  return value;
}
