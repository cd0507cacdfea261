'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { routerShows } from '@/components/projectList/useProjectQuery';

/**
 * A Next.js navigation to this page with another query (the Projects link in the navigation bar
 * while a filter is on) changes the URL without a popstate event; this tells the list what Next's
 * router shows, and the list follows it unless it is one of the list's own writes coming back
 * (useProjectQuery.ts). Render it inside <Suspense>: useSearchParams opts its boundary out of prerendering, and
 * this renders nothing, so the prerendered list is unaffected.
 */
export function SearchParamsWatcher() {
  const search = useSearchParams().toString();
  useEffect(() => {
    routerShows(search);
  }, [search]);
  return null;
}
