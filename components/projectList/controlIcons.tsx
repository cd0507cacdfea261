import 'server-only';
import { LayoutGrid, List, Search, SlidersHorizontal } from '@/components/ui/serverIcons';
import type { ControlIcons } from './ProjectControls';
import styles from './ProjectControls.module.css';

/** The project controls' icons, drawn on the server for the page to hand to the controls (a client component). */
export function controlIcons(): ControlIcons {
  return {
    search: <Search className={styles.searchIcon} size={18} aria-hidden="true" focusable="false" />,
    filters: <SlidersHorizontal size={16} aria-hidden="true" focusable="false" />,
    grid: <LayoutGrid size={18} aria-hidden="true" focusable="false" />,
    list: <List size={18} aria-hidden="true" focusable="false" />,
  };
}
