// Browser helper: the Projects list's animation code (framer-motion's features, the largest script
// of the page) is fetched on the visitor's first sign of using the list, not with the page. The
// list as first painted rises in by CSS and framer-motion only animates what a change moves, so a
// visitor who only reads never needs it. A change made before it has arrived takes effect at once,
// without its motion. No import here: the explorer, in the page's first scripts, calls
// wantListMotion; the lazy list waits on listMotionWanted.

let wanted: () => void = () => {};

/** Settles on the first call of wantListMotion, and stays settled for the session. */
export const listMotionWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});

/** The visitor points at, touches or focuses the list or its controls, or the list changed. */
export function wantListMotion(): void {
  wanted();
}
