'use client';
// The detail page scrolls to the top when the site opens it (a link from a scrolled list, Back or
// Forward), unless the address names an anchor to jump to. Not when the browser loaded it: a new
// document starts at the top anyway (or where a reload left it), and a visitor on a slow phone
// scrolls before the scripts have run; hydration must not throw them back to the top.
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';

export function ScrollToTop() {
  // Not yet hydrated in the render that hydrates the prerendered page; hydrated already when the
  // site renders the page after a navigation. The first render's answer is kept.
  const hydrated = useHydrated();
  const [loadedByBrowser] = useState(!hydrated);
  useEffect(() => {
    if (!loadedByBrowser && !window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [loadedByBrowser]);
  return null;
}
