// Browser helper: run a task once the page has loaded and the main thread is idle, so optional
// work (the 3D background) never competes with the first paint or the first interactions.

/** Longest wait for an idle period before running the task anyway. */
export const IDLE_TIMEOUT_MS = 3000;
/** Delay used where requestIdleCallback does not exist (Safari). */
export const IDLE_FALLBACK_MS = 1500;

/** Calls `task` after the window load event and an idle period; returns a cancel function. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleId = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    } else {
      timer = setTimeout(task, IDLE_FALLBACK_MS);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timer !== undefined) clearTimeout(timer);
  };
}
