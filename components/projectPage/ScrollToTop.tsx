'use client';
// The detail page scrolls to the top when it opens (also when arriving by history or from a
// scrolled list), unless the address names an anchor to jump to.
import { useEffect } from 'react';

export function ScrollToTop() {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
  return null;
}
