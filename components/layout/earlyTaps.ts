// Taps before the page's scripts run. The prerendered page paints before the framework's scripts
// are even fetched, so for a moment its buttons are on screen but nothing listens to them. Links,
// forms and <details> work without scripts; a `<button type="button">` does nothing at all without
// them. This capture, inlined in <head> (its hash is in each page's CSP like the theme script's),
// remembers the buttons tapped before React listens and clicks each again once React has hydrated
// and committed it. Not at the moment React starts listening: React then tries to hydrate what a
// click lands in at once, and drops the click when that cannot finish yet (a part whose code is
// still loading). A tap made once React listens is React's alone: the capture stops recording
// then, so no tap is applied twice.

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
 * Records taps on buttons until React listens, then clicks each recorded button once, in order,
 * as soon as React has it on screen. Serialised into the head script (earlyTapScript): it names
 * only its arguments and browser APIs.
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
    if (listens(doc)) stop();
    while (pending.length && (!pending[0]!.isConnected || mounted(pending[0]!))) {
      const button = pending.shift()!;
      if (button.isConnected) button.click();
    }
    polls += 1;
    if (pending.length && polls * pollMs < giveUpMs) setTimeout(replay, pollMs);
    else if (pending.length) stop();
    else waiting = false;
  };
  function record(event: Event) {
    if (listens(doc)) return stop();
    const target = event.target as Element | null;
    const button = target && target.closest ? (target.closest('button[type="button"]') as HTMLElement | null) : null;
    if (!button) return;
    pending.push(button);
    if (!waiting) {
      waiting = true;
      setTimeout(replay, pollMs);
    }
  }
  doc.addEventListener('click', record, true);
}

/** The inline <head> script: the capture, started on the page's document. */
export function earlyTapScript(): string {
  return `(${captureEarlyTaps.toString()})(document,${reactListens.toString()},${reactMounted.toString()},${REPLAY_POLL_MS},${REPLAY_GIVE_UP_MS})`;
}
