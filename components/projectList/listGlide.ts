// Browser helper: the Projects list's rows glide to their new places (a FLIP: First place, Last
// place, Invert, Play) when a change of the list moves them: a sort, the grid/list switch, cards
// that come back or leave around them. Only the rows in view move, so a long list costs no more
// than a short one; the animation is the browser's (Web Animations, a transform), no script runs
// per frame. Under reduced motion the rows take their places at once.
import { prefersReducedMotion } from '@/components/hooks/useReducedMotion';
import { DURATION, EASE_OUT } from '@/components/ui/motion';

/** Where each row of the list was, in viewport coordinates (its transform included). */
export type RowPlaces = Map<Element, DOMRect>;

const gliding = new WeakMap<Element, Animation>();
const GLIDE_EASE = `cubic-bezier(${EASE_OUT.join(', ')})`;

const inView = (rect: DOMRect) => rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;

/** The places of the rows on screen now (a row that is not drawn has no place). */
export function measureRows(list: HTMLElement | null): RowPlaces {
  const places: RowPlaces = new Map();
  if (!list) return places;
  for (const row of list.children) {
    const rect = row.getBoundingClientRect();
    if (inView(rect)) places.set(row, rect);
  }
  return places;
}

/**
 * Moves each row that was in view from its place in `before` to where it is now, and returns the
 * places now (the start of the next glide). A row already gliding starts from where it was seen.
 */
export function glideRows(list: HTMLElement | null, before: RowPlaces): RowPlaces {
  if (!list) return new Map();
  for (const row of before.keys()) gliding.get(row)?.cancel();
  const after = measureRows(list);
  if (prefersReducedMotion()) return after;
  // The rows that were in view, wherever they are now (one that leaves the view glides out of it).
  for (const [row, was] of before) {
    if (!row.isConnected || typeof row.animate !== 'function') continue;
    const now = after.get(row) ?? row.getBoundingClientRect();
    if (now.height === 0) continue;
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue;
    const animation = row.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
      duration: DURATION.slow * 1000,
      easing: GLIDE_EASE,
    });
    gliding.set(row, animation);
  }
  return after;
}
