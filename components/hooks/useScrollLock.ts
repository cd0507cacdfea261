'use client';
// Hook: stops the page behind an open menu or viewer from scrolling.
import { useEffect } from 'react';

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.dataset.scrollLocked = '';
    // Keep the layout from jumping sideways when the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      delete body.dataset.scrollLocked;
      body.style.paddingRight = '';
    };
  }, [locked]);
}
