'use client';
// Hook: the repository stats of a project for the detail page (the loading flag is true
// while fetching, cleared on finish or failure). A failure is logged, never shown to the visitor.
// With figures from the build (`initial`), those show until the live answer replaces them, and
// stay when the live call fails or is not made (a remembered rate limit).
import { useEffect, useState } from 'react';
import type { RepositoryStats } from '@/lib/github/client';
import { getRepositoryStats } from './repoCache';

export interface RepositoryStatsState {
  stats: RepositoryStats | null;
  loading: boolean;
  /** True once `stats` is the live answer rather than the build's figures. */
  live: boolean;
}

export function useRepositoryStats(url: string | undefined, initial?: RepositoryStats): RepositoryStatsState {
  // The answer is kept with the URL it belongs to, so a new URL reads as loading at once.
  const [result, setResult] = useState<{ url: string; stats: RepositoryStats | null } | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    getRepositoryStats(url)
      .catch((error: unknown) => {
        console.error('Error fetching GitHub stats', error);
        return null;
      })
      .then((stats) => {
        if (current) setResult({ url, stats });
      });
    return () => {
      current = false;
    };
  }, [url]);

  const fallback = initial ?? null;
  if (!url) return { stats: fallback, loading: false, live: false };
  if (result?.url !== url) return { stats: fallback, loading: true, live: false };
  return result.stats ? { stats: result.stats, loading: false, live: true } : { stats: fallback, loading: false, live: false };
}
