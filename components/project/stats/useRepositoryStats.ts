'use client';
// Hook: the repository stats of a project for the detail page (spec section 4: loading flag true
// while fetching, cleared on finish or failure). A failure is logged, never shown to the visitor.
import { useEffect, useState } from 'react';
import type { RepositoryStats } from './github';
import { getRepositoryStats } from './repoCache';

export interface RepositoryStatsState {
  stats: RepositoryStats | null;
  loading: boolean;
}

export function useRepositoryStats(url: string | undefined): RepositoryStatsState {
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

  if (!url) return { stats: null, loading: false };
  if (result?.url !== url) return { stats: null, loading: true };
  return { stats: result.stats, loading: false };
}
