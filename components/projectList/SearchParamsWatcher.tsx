'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';
import { notifyProjectQueryListeners } from '@/components/projectList/useProjectQuery';

/**
 * A Next.js navigation to this page with another query (the Projects link in the navigation bar
 * while a filter is on) changes the URL without a popstate event; this tells the list to re-read
 * it. Render it inside <Suspense>: useSearchParams opts its boundary out of prerendering, and
 * this renders nothing, so the prerendered list is unaffected.
 */
export function SearchParamsWatcher() {
  const search = useSearchParams().toString();
  useEffect(() => {
    notifyProjectQueryListeners();
  }, [search]);
  return null;
}
