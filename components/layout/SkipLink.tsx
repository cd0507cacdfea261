import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink({ label }: { label: string }) {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
      {label}
    </a>
  );
}
