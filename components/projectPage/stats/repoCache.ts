// Repository answers are cached per owner/repo for 300000 ms. The cache is kept
// in memory (client-side navigation) and in sessionStorage (a reload within 5 minutes makes no new
// request); concurrent loads of one repository share a single in-flight request.
// sessionStorage is shared by every site of the same origin (all GitHub Pages sites of one user)
// and can hold anything: an entry is used only if its shape, its date (not in the future, not
// expired) and its versioned key are right; anything else is removed.
import { FailureMemory, REPO_CACHE_MS } from './failureMemory';
import { fetchRepositoryStats, parseRepositoryStats, parseRepositoryUrl, type RepositoryStats } from '@/lib/github/client';
import { browserSessionStorage, parseJson, withStorage, type StorageSource } from './storage';

interface Entry<T> {
  savedAt: number;
  value: T;
}

export interface RepoCacheOptions<T> {
  ttlMs?: number;
  /** Where entries survive a reload; null when there is none. Called lazily: access may throw. */
  storage?: StorageSource;
  /** Key prefix in storage; it carries a version, so entries of an older shape are never read. */
  prefix?: string;
  /** The value read back from storage, or undefined when its shape is wrong (the entry is dropped). */
  parse?: (value: unknown) => T | undefined;
}

export class RepoCache<T> {
  private readonly memory = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  private readonly ttlMs: number;
  private readonly storage: StorageSource;
  private readonly prefix: string;
  private readonly parse: (value: unknown) => T | undefined;

  constructor(options: RepoCacheOptions<T> = {}) {
    this.ttlMs = options.ttlMs ?? REPO_CACHE_MS;
    this.storage = options.storage ?? browserSessionStorage;
    this.prefix = options.prefix ?? 'repo-cache:v2:';
    this.parse = options.parse ?? ((value) => (value === undefined ? undefined : (value as T)));
  }

  /** A value saved less than ttlMs ago, from memory or else from storage. */
  get(key: string): T | undefined {
    const entry = this.memory.get(key) ?? this.readStored(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.savedAt;
    // Dated in the future (a changed clock, or written by someone else): it would never expire.
    if (age < 0 || age >= this.ttlMs) {
      this.memory.delete(key);
      this.withStorage((storage) => storage.removeItem(this.prefix + key));
      return undefined;
    }
    this.memory.set(key, entry);
    return entry.value;
  }

  set(key: string, value: T): void {
    const entry = { savedAt: Date.now(), value };
    this.memory.set(key, entry);
    // A full or refused storage only costs the reload case; the memory copy still serves.
    this.withStorage((storage) => storage.setItem(this.prefix + key, JSON.stringify(entry)));
  }

  /**
   * The cached value, else the one in flight for this key, else a new `loader()` call. A null
   * result (a failure) and a rejection are not cached, so a later visit tries again.
   */
  load(key: string, loader: () => Promise<T | null>): Promise<T | null> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const request = loader()
      .then((value) => {
        if (value !== null) this.set(key, value);
        return value;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  /** Forgets everything in memory (tests; a reload does the same in the browser). */
  clearMemory(): void {
    this.memory.clear();
    this.inFlight.clear();
  }

  /** The stored entry if its shape is right; anything else there is removed and is a miss. */
  private readStored(key: string): Entry<T> | undefined {
    const raw = this.withStorage((storage) => storage.getItem(this.prefix + key));
    if (!raw) return undefined;
    const stored = parseJson(raw);
    const entry = typeof stored === 'object' && stored !== null ? (stored as Partial<Entry<unknown>>) : {};
    const value = this.parse(entry.value);
    if (typeof entry.savedAt === 'number' && Number.isFinite(entry.savedAt) && value !== undefined) {
      return { savedAt: entry.savedAt, value };
    }
    this.withStorage((storage) => storage.removeItem(this.prefix + key));
    return undefined;
  }

  private withStorage<R>(action: (storage: Storage) => R): R | undefined {
    return withStorage(this.storage, action);
  }
}

/** The page's one cache of repository stats, shared by every component and navigation. */
export const repoStatsCache = new RepoCache<RepositoryStats>({ prefix: 'repo-stats:v2:', parse: parseRepositoryStats });
/** The page's memory of refused answers (404, rate limits), shared like the cache. */
export const repoStatsFailures = new FailureMemory();

/**
 * Stats of the repository at `url`, cached for 5 minutes. Null when the URL is invalid, the API
 * answered not OK (both already logged) or a remembered refusal still holds (no request then);
 * rejects on a network failure, timeout or malformed body.
 */
export function getRepositoryStats(
  url: string,
  cache: RepoCache<RepositoryStats> = repoStatsCache,
  failures: FailureMemory = repoStatsFailures,
): Promise<RepositoryStats | null> {
  const ref = parseRepositoryUrl(url);
  if (!ref) return Promise.resolve(null);
  const key = `${ref.owner}/${ref.repo}`.toLowerCase();
  if (cache.get(key) === undefined && failures.isBlocked(key)) return Promise.resolve(null);
  return cache.load(key, () => fetchRepositoryStats(ref, { onNotOk: (response) => failures.remember(response, key) }));
}
