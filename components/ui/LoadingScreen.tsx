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

/** In place of a page that is loading, under a layout that shows its own loading screen then (a language under /{code}/). */
export function LoadingMarker() {
  return <span data-loading-marker="" hidden />;
}
