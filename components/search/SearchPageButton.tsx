'use client';
// The /search/ page's own search button: shown once the page runs (without JavaScript the page is
// the list below it), in a space kept for it so nothing moves when it appears. With a ?q= query
// in the address, the page opens the search with it. (The top bar, which listens for the opening,
// comes first in the page and is in place by the time this runs.) Its icon comes drawn by the
// page, on the server (components/ui/plainIcon.tsx says why).
import { useEffect, type ReactNode } from 'react';
import { useHydrated } from '@/components/hooks/useHydrated';
import { queryFromSearch } from './searchQuery';
import { openSearch } from './useSearchShortcut';
import styles from './SearchList.module.css';

export function SearchPageButton({ label, icon }: { label: string; icon: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    const query = queryFromSearch(window.location.search);
    if (query !== null) openSearch(query);
  }, []);
  return (
    <button type="button" className={styles.open} data-ready={hydrated ? '' : undefined} onClick={() => openSearch()}>
      {icon}
      {label}
    </button>
  );
}
