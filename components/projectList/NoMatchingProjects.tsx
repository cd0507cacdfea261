import { SearchX } from 'lucide-react';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import buttons from '@/components/ui/Button.module.css';
import styles from './ProjectsExplorer.module.css';

interface NoMatchingProjectsProps {
  onClear: () => void;
  texts: Pick<ExplorerTexts, 'emptyTitle' | 'emptyText' | 'clearFilters'>;
}

/** The empty state of the Projects list, with a way back to every project. */
export function NoMatchingProjects({ onClear, texts }: NoMatchingProjectsProps) {
  return (
    <div className={styles.empty}>
      <SearchX className={styles.emptyIcon} size={40} aria-hidden="true" focusable="false" />
      <h2 className={styles.emptyTitle}>{texts.emptyTitle}</h2>
      <p className={styles.emptyText}>{texts.emptyText}</p>
      <button type="button" className={buttons.secondary} onClick={onClear}>
        {texts.clearFilters}
      </button>
    </div>
  );
}
