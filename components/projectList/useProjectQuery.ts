'use client';
// Hook: the Projects list state, kept in the URL query (the URL is the only copy of it).
// Hydration uses the default query, the same as the prerendered HTML, then React re-renders with
// the real query; Back/Forward (popstate) and our own history writes re-read it. Reading
// window.location instead of useSearchParams keeps the whole list in the static HTML
// (useSearchParams would prerender the Suspense fallback instead). Next.js patches
// history.pushState/replaceState, so its router stays in sync with these writes.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseProjectQuery, serializeProjectQuery, type ProjectQuery } from '@/components/projectList/projectQuery';

/** "push" adds a history entry (a choice worth going Back to); "replace" rewrites the current one. */
export type HistoryMode = 'push' | 'replace';

// history.pushState/replaceState fire no event, so writers notify the subscribers themselves.
const listeners = new Set<() => void>();

/** Re-read the URL: after our own writes, and after Next.js navigations (no popstate either). */
export function notifyProjectQueryListeners(): void {
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const readSearch = () => window.location.search;
const readServerSearch = () => '';

export function useProjectQuery() {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const query = useMemo(() => parseProjectQuery(search), [search]);

  const update = useCallback((patch: Partial<ProjectQuery>, mode: HistoryMode) => {
    const next = { ...parseProjectQuery(window.location.search), ...patch };
    const nextSearch = serializeProjectQuery(next);
    if (nextSearch === window.location.search) return;
    const url = `${window.location.pathname}${nextSearch}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    notifyProjectQueryListeners();
  }, []);

  return [query, update] as const;
}
