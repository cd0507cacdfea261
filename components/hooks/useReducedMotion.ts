'use client';
// Hook: true when the visitor asks for reduced motion (prefers-reduced-motion: reduce).
// Kept rather than framer-motion's useReducedMotion, which does a different job: it reads the
// setting once when a component mounts (it does not follow a change) and already returns the
// browser's value while hydrating. This one follows the setting live (the 3D scene, the typing
// line and MotionProvider react when it changes) and is false during hydration, like the HTML.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion now (no matchMedia, as in a test's DOM: yes). For code outside React's render. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
