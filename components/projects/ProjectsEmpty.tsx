import { SearchX } from 'lucide-react';
import buttons from '@/components/ui/Button.module.css';
import styles from './ProjectsExplorer.module.css';

/** spec: the empty state of the Projects list, with a way back to every project. */
export function ProjectsEmpty({ onClear }: { onClear: () => void }) {
  return (
    <div className={styles.empty}>
      <SearchX className={styles.emptyIcon} size={40} aria-hidden="true" focusable="false" />
      <h2 className={styles.emptyTitle}>No projects found</h2>
      <p className={styles.emptyText}>Try adjusting your filters or search query</p>
      <button type="button" className={buttons.secondary} onClick={onClear}>
        Clear all filters
      </button>
    </div>
  );
}
