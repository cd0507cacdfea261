'use client';
// Hook: whether an element is in the viewport. With `once`, it stays true after the first time.
import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  once?: boolean;
  /** Fraction of the element that must be visible. */
  threshold?: number;
  rootMargin?: string;
}

export function useInView(
  ref: RefObject<Element | null>,
  { once = false, threshold = 0, rootMargin }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Old browsers: treat the element as visible rather than never starting.
      const timer = setTimeout(() => setInView(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, once, threshold, rootMargin]);

  return inView;
}
