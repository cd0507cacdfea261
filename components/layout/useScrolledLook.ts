import { useEffect, type RefObject } from 'react';
import { isScrolled, scrollProgress } from './scroll';

/**
 * Keeps the top bar's scrolled look (data-scrolled) and its progress strip (--progress) in step
 * with the page's scroll. They are written on the bar, not kept as React state: crossing 50 px
 * re-rendered the whole bar, a 28–78 ms task at CPU 4× right after the first scroll, which a tap
 * right after that scroll waited for.
 */
export function useScrolledLook(barRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const progress = scrollProgress(y, document.documentElement.scrollHeight, window.innerHeight);
      barRef.current?.toggleAttribute('data-scrolled', isScrolled(y));
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
}
