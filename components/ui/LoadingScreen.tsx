import styles from './LoadingScreen.module.css';

// spec: while About, Experience or Contact load, a spinner with the text "Loading..." appears
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite" data-loading-screen="">
      <span className={styles.spinner} aria-hidden="true" />
      <p className={styles.label}>{label}</p>
    </div>
  );
}
