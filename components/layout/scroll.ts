// Pure helpers for the navigation bar's scroll state.

// The bar takes its scrolled style once the page has scrolled more than 50 px
export const SCROLL_THRESHOLD_PX = 50;

/** Not scrolled at 50 px or less, scrolled above 50. */
export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

/** How far down the page is, from 0 to 1. */
export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}
