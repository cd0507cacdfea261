import styles from './LoadingScreen.module.css';

// While About, Experience or Contact load: a spinner and a line of text (interface texts: common.loading).
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-loading-screen="">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
