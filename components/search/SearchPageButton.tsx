'use client';
// The /search/ page's own search button: shown once the page runs (without JavaScript the page is
// the list below it), in a space kept for it so nothing moves when it appears.
import { Search } from 'lucide-react';
import { useHydrated } from '@/components/hooks/useHydrated';
import { openSearch } from './useSearchShortcut';
import styles from './SearchList.module.css';

export function SearchPageButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button type="button" className={styles.open} data-ready={hydrated ? '' : undefined} onClick={() => openSearch()}>
      <Search size={18} aria-hidden="true" />
      {label}
    </button>
  );
}
