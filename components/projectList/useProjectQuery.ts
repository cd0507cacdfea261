'use client';
// Hook: the Projects list state, kept in the URL query (the URL is the only lasting copy of it).
// Hydration uses the default query, the same as the prerendered HTML, then React re-renders with
// the real query; Back/Forward (popstate) and our own history writes re-read it. Reading
// window.location instead of useSearchParams keeps the whole list in the static HTML
// (useSearchParams would prerender the Suspense fallback instead).
//
// A choice shows at once and reaches the URL after the next paint: Next.js patches
// history.pushState/replaceState to keep its router in sync, and that copy of its state and the
// router's re-render cost a phone's tap more than the list's own change (docs/performance.md).
// Until then the choice waits here, and the list reads it from here.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseProjectQuery, serializeProjectQuery, type ProjectQuery } from '@/components/projectList/projectQuery';

/** "push" adds a history entry (a choice worth going Back to); "replace" rewrites the current one. */
export type HistoryMode = 'push' | 'replace';

interface HistoryWrite {
  search: string;
  mode: HistoryMode;
}

// history.pushState/replaceState fire no event, so writers notify the subscribers themselves.
const listeners = new Set<() => void>();
/** The choices made since the last paint, in order, not yet in the URL. */
let pending: HistoryWrite[] = [];
/** The address they were made on. Once the address is another (the visitor left, went Back, or a
 * link opened the list with another query) they are dropped: the address wins. */
let madeOn = '';

const address = () => `${window.location.pathname}${window.location.search}`;
/** The waiting choices, while the address they were made on is still the page's. */
const waiting = () => (pending.length > 0 && address() === madeOn ? pending : []);

/** Re-read the URL: after Next.js navigations (no popstate) and our own writes. */
export function notifyProjectQueryListeners(): void {
  listeners.forEach((listener) => listener());
}

/** Writes the waiting choices to the history, each as it was made (one entry per pushed choice). */
function writePending(): void {
  const writes = waiting();
  pending = [];
  for (const { search, mode } of writes) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }
}

/** After the frame that shows the choice: its animation frame, then the task after it. */
function afterNextPaint(write: () => void): void {
  requestAnimationFrame(() => setTimeout(write, 0));
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The query as the visitor last chose it: a choice waiting for the next paint, else the URL's. */
const readSearch = () => waiting().at(-1)?.search ?? window.location.search;
const readServerSearch = () => '';

export function useProjectQuery() {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const query = useMemo(() => parseProjectQuery(search), [search]);

  const update = useCallback((patch: Partial<ProjectQuery>, mode: HistoryMode) => {
    const current = readSearch();
    const nextSearch = serializeProjectQuery({ ...parseProjectQuery(current), ...patch });
    if (nextSearch === current) return;
    if (waiting().length === 0) {
      pending = [];
      madeOn = address();
      afterNextPaint(writePending);
    }
    pending.push({ search: nextSearch, mode });
    notifyProjectQueryListeners();
  }, []);

  return [query, update] as const;
}
