'use client';
// The top bar's scroll state: its scrolled look (data-scrolled on the bar, styled by
// Navbar.module.css) and the reading-progress strip. Kept out of the Navbar so that crossing
// 50 px re-renders this strip alone: a re-render of the whole bar was a 28–78 ms task at CPU 4×
// right after the first scroll, which a tap right after that scroll waited for.
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { isScrolled, scrollProgress } from '@/components/layout/scroll';

export function ScrollProgress({ barRef, className }: { barRef: RefObject<HTMLElement | null>; className?: string }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setScrolled(isScrolled(y));
      const progress = scrollProgress(y, document.documentElement.scrollHeight, window.innerHeight);
      barRef.current?.style.setProperty('--progress', String(progress));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [barRef]);

  // The bar's look changes in the same commit as the strip.
  useLayoutEffect(() => {
    barRef.current?.toggleAttribute('data-scrolled', scrolled);
  }, [barRef, scrolled]);

  return scrolled ? <div className={className} aria-hidden="true" data-testid="scroll-progress" /> : null;
}
