import { FolderOpen } from '@/components/ui/serverIcons';
import styles from './ProjectsExplorer.module.css';

interface NoProjectsYetProps {
  title: string;
  text: string;
}

/** The Projects page of a site with no project yet: says so, with no search or filters to offer. */
export function NoProjectsYet({ title, text }: NoProjectsYetProps) {
  return (
    <div className={styles.empty}>
      <FolderOpen className={styles.emptyIcon} size={40} aria-hidden="true" focusable="false" />
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
    </div>
  );
}
