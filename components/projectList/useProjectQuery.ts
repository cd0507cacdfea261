'use client';
// Hook: the Projects list state, kept in the URL query (the URL is the only lasting copy of it).
// Hydration uses the default query, the same as the prerendered HTML, then React re-renders with
// the real query; Back/Forward (popstate) and a link to the list with another query re-read it. Reading
// window.location instead of useSearchParams keeps the whole list in the static HTML
// (useSearchParams would prerender the Suspense fallback instead).
//
// A choice shows at once and reaches the URL after the next paint: Next.js patches
// history.pushState/replaceState to keep its router in sync, and that copy of its state and the
// router's re-render cost a phone's tap more than the list's own change
// (docs/measurements/responsiveness.md).
//
// Once the visitor has chosen, the list reads the choice from here, not from the address. Our
// writes reach Next.js's router, which writes the address it has committed at each commit of its
// own, and a commit can land after a later write of ours: for a moment the address is an older
// choice (an echo), and reading it back would undo what was typed since. Only an address the
// visitor brings replaces the choice: Back or Forward (popstate), or a link to the list with
// another query (SearchParamsWatcher reports what Next's router shows).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseProjectQuery, serializeProjectQuery, type ProjectQuery } from '@/components/projectList/projectQuery';
import { afterNextPaint } from '@/components/hooks/afterNextPaint';

/** "push" adds a history entry (a choice worth going Back to); "replace" rewrites the current one. */
export type HistoryMode = 'push' | 'replace';

interface HistoryWrite {
  search: string;
  mode: HistoryMode;
}

// history.pushState/replaceState fire no event, so writers notify the subscribers themselves.
const listeners = new Set<() => void>();
/** The query the visitor last chose on this page ("?…" or ""); null: the address's. */
let chosen: string | null = null;
/** The choices not yet in the URL, in order. */
let pending: HistoryWrite[] = [];
/** The page they were made on: a choice is never written on another page (the visitor left). */
let madeOnPath = '';
/** Every query written or waiting since the address was last the visitor's own, oldest first, as
 * URLSearchParams writes them: what Next.js's router may show back for a moment. */
let ours: string[] = [];

const normal = (search: string) => new URLSearchParams(search).toString();
const notify = () => listeners.forEach((listener) => listener());

/** Forgets the visitor's choices, written or not: the address is the list's again. */
function forgetChoices(): void {
  chosen = null;
  pending = [];
  ours = [];
}

/** The address the visitor brought wins: choices not yet written are dropped. */
function followAddress(): void {
  forgetChoices();
  notify();
}

/** What Next.js's router showed when last told; null: not yet told since the list appeared. */
let routerSearch: string | null = null;

/**
 * What Next.js's router shows, from SearchParamsWatcher (useSearchParams, "a=1&b=2"), at first and
 * at each change: a change is one of our own writes coming back (the latest: the router has caught
 * up) or an address the visitor brought. The first report only says where the router starts: the
 * watcher may appear after a choice was made (a tap replayed at hydration), whose write is still
 * to come.
 */
export function routerShows(search: string): void {
  const first = routerSearch === null;
  if (search === routerSearch) return;
  routerSearch = search;
  const at = ours.indexOf(search);
  if (at >= 0 && at === ours.length - 1) ours = [search];
  else if (at < 0 && !first) followAddress();
}

/** Writes the waiting choices to the history, each as it was made (one entry per pushed choice). */
function writePending(): void {
  const writes = pending;
  pending = [];
  if (window.location.pathname !== madeOnPath) return;
  for (const { search, mode } of writes) {
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', followAddress);
  return () => {
    listeners.delete(onChange);
    // The list is gone (the visitor left it): the next one starts from its address.
    if (listeners.size === 0) {
      window.removeEventListener('popstate', followAddress);
      forgetChoices();
      routerSearch = null;
    }
  };
}

/** The query as the visitor last chose it, else the URL's. */
const readSearch = () => chosen ?? window.location.search;
const readServerSearch = () => '';

export function useProjectQuery() {
  const search = useSyncExternalStore(subscribe, readSearch, readServerSearch);
  const query = useMemo(() => parseProjectQuery(search), [search]);

  const update = useCallback((patch: Partial<ProjectQuery>, mode: HistoryMode) => {
    const current = readSearch();
    const nextSearch = serializeProjectQuery({ ...parseProjectQuery(current), ...patch });
    if (nextSearch === current) return;
    if (pending.length === 0) {
      madeOnPath = window.location.pathname;
      afterNextPaint(writePending);
    }
    pending.push({ search: nextSearch, mode });
    ours.push(normal(nextSearch));
    chosen = nextSearch;
    notify();
  }, []);

  return [query, update] as const;
}
