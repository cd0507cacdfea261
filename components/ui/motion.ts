// Timings of the framer-motion animations, named once. Durations and easing match the CSS tokens
// --duration-* and --ease-out of app/globals.css, so hand-off between CSS and framer looks alike.

// Mobile menu items appear staggered by 0.1 s each
export const MENU_STAGGER_S = 0.1;
// Each card enters 0.05 s after the one before it.
export const CARD_STAGGER_S = 0.05;
// The cards a wide screen shows before scrolling, at most: only they rise in and stagger, so a
// long list costs no more animation work than a short one.
export const CARDS_IN_FIRST_VIEW = 12;

/** Seconds, as framer-motion takes them. */
export const DURATION = { fast: 0.15, base: 0.25, slow: 0.4 } as const;
/** cubic-bezier(0.22, 1, 0.36, 1), the --ease-out token. */
export const EASE_OUT: [number, number, number, number] = [0.22, 1, 0.36, 1];

/** An overlay (menu backdrop, image viewer) fades in on opening and out on closing. */
export const overlayFade = {
  initial: { opacity: 0 },
  animate: { opacity: 1 },
  exit: { opacity: 0 },
  transition: { duration: DURATION.base },
};

// Two decimals: 3 × 0.05 is 0.15, not 0.15000000000000002.
const seconds = (value: number) => Math.round(value * 100) / 100;

/** Mobile menu items appear staggered by 0.1 s each, the first one 0.1 s after opening. */
export function menuItemDelay(index: number): number {
  return seconds((index + 1) * MENU_STAGGER_S);
}

/** Project cards enter 0.05 s apart, by their index in the list; past the first view, all at once after those. */
export function cardEnterDelay(index: number): number {
  return seconds(Math.min(index, CARDS_IN_FIRST_VIEW) * CARD_STAGGER_S);
}

/**
 * The attributes of a card row while the list is as first painted: the rows of the first view get
 * the CSS entrance (data-enter, see ProjectsExplorer.module.css), 0.05 s later per index; the rows
 * below it show in place. A plain property, not an inherited custom property, so only the row
 * restyles, not the whole card.
 */
export function firstPaintEntrance(
  firstPaint: boolean,
  index: number,
): { style: { animationDelay: string }; 'data-enter': '' } | undefined {
  if (!firstPaint || index >= CARDS_IN_FIRST_VIEW) return undefined;
  return { style: { animationDelay: `${cardEnterDelay(index)}s` }, 'data-enter': '' };
}
