// spec (section 7): repository answers are cached per owner/repo for 300000 ms. The cache is kept
// in memory (client-side navigation) and in sessionStorage (a reload within 5 minutes makes no new
// request); concurrent loads of one repository share a single in-flight request.
import { REPO_CACHE_MS } from '@/lib/constants';
import { fetchRepositoryStats, parseRepositoryUrl, type RepositoryStats } from './github';

interface Entry<T> {
  savedAt: number;
  value: T;
}

export interface RepoCacheOptions {
  ttlMs?: number;
  /** Where entries survive a reload; null when there is none. Called lazily: access may throw. */
  storage?: () => Storage | null;
  /** Key prefix in storage. */
  prefix?: string;
}

function browserSessionStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

export class RepoCache<T> {
  private readonly memory = new Map<string, Entry<T>>();
  private readonly inFlight = new Map<string, Promise<T | null>>();
  private readonly ttlMs: number;
  private readonly storage: () => Storage | null;
  private readonly prefix: string;

  constructor(options: RepoCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? REPO_CACHE_MS;
    this.storage = options.storage ?? browserSessionStorage;
    this.prefix = options.prefix ?? 'repo-cache:';
  }

  /** A value saved less than ttlMs ago, from memory or else from storage. */
  get(key: string): T | undefined {
    const entry = this.memory.get(key) ?? this.readStored(key);
    if (!entry) return undefined;
    if (Date.now() - entry.savedAt >= this.ttlMs) {
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

  private readStored(key: string): Entry<T> | undefined {
    const raw = this.withStorage((storage) => storage.getItem(this.prefix + key));
    if (!raw) return undefined;
    try {
      const entry = JSON.parse(raw) as Partial<Entry<T>>;
      if (typeof entry.savedAt === 'number' && entry.value !== undefined) return entry as Entry<T>;
    } catch {
      // An unreadable entry is a miss.
    }
    return undefined;
  }

  /** Runs `action` on the storage; a missing, blocked or full storage is silently skipped. */
  private withStorage<R>(action: (storage: Storage) => R): R | undefined {
    try {
      const storage = this.storage();
      return storage ? action(storage) : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The page's one cache of repository stats, shared by every component and navigation. */
export const repoStatsCache = new RepoCache<RepositoryStats>({ prefix: 'repo-stats:' });

/**
 * Stats of the repository at `url`, cached for 5 minutes. Null when the URL is invalid or the API
 * answered not OK (both already logged); rejects on a network failure, timeout or malformed body.
 */
export function getRepositoryStats(url: string, cache: RepoCache<RepositoryStats> = repoStatsCache): Promise<RepositoryStats | null> {
  const ref = parseRepositoryUrl(url);
  if (!ref) return Promise.resolve(null);
  const key = `${ref.owner}/${ref.repo}`.toLowerCase();
  return cache.load(key, () => fetchRepositoryStats(ref));
}
