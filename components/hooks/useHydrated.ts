'use client';
// Hook: false in the prerendered HTML and during hydration, true once React runs in the browser.
// Lets a component keep its server-rendered (final, static) state until it can animate.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
