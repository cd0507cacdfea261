// Refused answers of the code-hosting API, remembered in sessionStorage (so across page loads of
// the tab) so that no request goes out before one can succeed: a missing repository (404) for the
// cache's five minutes, a rate limit (403/429) for every repository until the API's reset time
// (retry-after, else x-ratelimit-reset). Visitors behind one company address share 60 requests an
// hour; asking again on every page view only spends them.
import { rateLimitReset, type HeaderSource } from '@/lib/github/api';
import { browserSessionStorage, readJson, withStorage, type StorageSource } from './storage';

// Repository responses are cached per owner/repo for 300000 ms
export const REPO_CACHE_MS = 300_000;

/** The key a rate limit is remembered under: it holds for every repository. */
export const ALL_REPOSITORIES = '*';
/** GitHub's rate-limit window is an hour: a longer stored wait is junk, not a reset time. */
export const MAX_WAIT_MS = 60 * 60 * 1000;
/** A rate limit without a reset time: GitHub asks to wait at least a minute. */
export const DEFAULT_RATE_LIMIT_WAIT_MS = 60 * 1000;

/** Until when (epoch ms) and for which key a refused answer holds; undefined: ask again next time. */
export function refusal(response: HeaderSource, key: string, now: number, ttlMs = REPO_CACHE_MS): { key: string; until: number } | undefined {
  const reset = rateLimitReset(response, now);
  if (reset !== undefined) return { key: ALL_REPOSITORIES, until: Math.min(Math.max(reset || now + DEFAULT_RATE_LIMIT_WAIT_MS, now), now + MAX_WAIT_MS) };
  // A missing repository, or one forbidden to this visitor: that repository only.
  return response.status === 404 || response.status === 403 ? { key, until: now + ttlMs } : undefined;
}

export class FailureMemory {
  constructor(
    private readonly storage: StorageSource = browserSessionStorage,
    private readonly prefix = 'repo-stats:v2:refused:',
  ) {}

  /** Remembers a refused answer for `key` (or for all repositories: a rate limit). */
  remember(response: HeaderSource, key: string): void {
    const found = refusal(response, key, Date.now());
    if (!found) return;
    withStorage(this.storage, (storage) => storage.setItem(this.prefix + found.key, JSON.stringify({ until: found.until })));
  }

  /** Whether a request for `key` would be refused again: a remembered 404 of it or a rate limit. */
  isBlocked(key: string): boolean {
    return [key, ALL_REPOSITORIES].some((name) => this.blockedUntil(name) !== undefined);
  }

  /** The stored wait of one key, if it still holds; an expired or malformed one is removed. */
  private blockedUntil(key: string): number | undefined {
    const stored = readJson(this.storage, this.prefix + key);
    if (stored === undefined) return undefined;
    const until = typeof stored === 'object' && stored !== null ? (stored as { until?: unknown }).until : undefined;
    const now = Date.now();
    if (typeof until === 'number' && until > now && until <= now + MAX_WAIT_MS) return until;
    withStorage(this.storage, (storage) => storage.removeItem(this.prefix + key));
    return undefined;
  }
}
