// Taps before the page's scripts run. The prerendered page paints before the framework's scripts
// are even fetched, so for a moment its buttons are on screen but nothing listens to them. Links,
// forms and <details> work without scripts; a `<button type="button">` does nothing at all without
// them. This capture, inlined in <head> (its hash is in each page's CSP like the theme script's),
// remembers the buttons tapped before React has them and clicks each again once React has hydrated
// and committed it. Not at the moment React starts listening: React then tries to hydrate what a
// click lands in at once, and drops the click when that cannot finish yet (a part whose code is
// still loading). So a tap on a button React does not have yet is remembered even once React
// listens, and kept only if React still does not have the button after the tap's task: then React
// dropped it. When React could hydrate the button for the tap, it handled the tap itself, and the
// capture lets it be: no tap is applied twice.

/** React marks the document with a property of this prefix once its root listeners are attached. */
export const REACT_LISTENING_MARK = '_reactListening';
/** How often the capture looks for React's listeners while taps wait (ms). */
export const REPLAY_POLL_MS = 25;
/** How long it looks (ms): a page whose scripts never come (blocked, failed) stops being polled. */
export const REPLAY_GIVE_UP_MS = 60_000;

/** Whether React's root listens on `doc`: events from then on are React's to dispatch or replay. */
export function reactListens(doc: Document): boolean {
  return Object.keys(doc).some((key) => key.indexOf('_reactListening') === 0);
}

type Fiber = { tag: number; return: Fiber | null; alternate: Fiber | null; stateNode: { current?: Fiber } | null };

/**
 * Whether React has hydrated `element` and committed it: the fiber React keeps on the element (or
 * its other copy, after a later render) belongs to the tree its root has on screen. A click on it
 * then reaches its handlers.
 */
export function reactMounted(element: Element): boolean {
  const key = Object.keys(element).find((name) => name.indexOf('__reactFiber$') === 0);
  if (!key) return false;
  const fiber = (element as unknown as Record<string, Fiber>)[key]!;
  return [fiber, fiber.alternate].some((start) => {
    let node = start;
    while (node && node.return) node = node.return;
    return !!node && node.tag === 3 && !!node.stateNode && node.stateNode.current === node;
  });
}

/**
 * Records taps on buttons React does not have on screen yet, then clicks each recorded button
 * once, in order, as soon as React has it. A tap once React listens is kept only if React dropped
 * it (the button is still not React's after the tap's task). A button waited for longer than
 * `giveUpMs` (the scripts never came) ends the capture. Serialised into the head script
 * (earlyTapScript): it names only its arguments and browser APIs.
 */
export function captureEarlyTaps(
  doc: Document,
  listens: (doc: Document) => boolean,
  mounted: (element: Element) => boolean,
  pollMs: number,
  giveUpMs: number,
): void {
  const pending: HTMLElement[] = [];
  let waiting = false;
  let polls = 0;
  const stop = () => doc.removeEventListener('click', record, true);
  const replay = () => {
    // In the order tapped; a button still waiting for its code does not hold back the others.
    for (const button of pending.slice()) {
      if (button.isConnected && !mounted(button)) continue;
      pending.splice(pending.indexOf(button), 1);
      if (button.isConnected) button.click();
    }
    polls += 1;
    if (pending.length && polls * pollMs < giveUpMs) setTimeout(replay, pollMs);
    else if (pending.length) stop();
    else waiting = false;
  };
  const wait = () => {
    if (waiting) return;
    waiting = true;
    polls = 0;
    setTimeout(replay, pollMs);
  };
  function record(event: Event) {
    const target = event.target as Element | null;
    const button = target && target.closest ? (target.closest('button[type="button"]') as HTMLElement | null) : null;
    if (!button || mounted(button)) return;
    if (!listens(doc)) {
      pending.push(button);
      return wait();
    }
    // React listens: it hydrates the button for this tap if it can and handles it; if the button
    // is still not React's after the tap, React dropped the tap.
    setTimeout(() => {
      if (mounted(button)) return;
      pending.push(button);
      wait();
    }, 0);
  }
  doc.addEventListener('click', record, true);
}

/** The inline <head> script: the capture, started on the page's document. */
export function earlyTapScript(): string {
  return `(${captureEarlyTaps.toString()})(document,${reactListens.toString()},${reactMounted.toString()},${REPLAY_POLL_MS},${REPLAY_GIVE_UP_MS})`;
}
