// Taps before the page's scripts run. The prerendered page paints before the framework's scripts
// are even fetched, so for a moment its buttons are on screen but nothing listens to them. Links,
// forms and <details> work without scripts; a `<button type="button">` does nothing at all without
// them. This capture, inlined in <head> (its hash is in each page's CSP like the theme script's),
// remembers the buttons tapped in that moment and clicks them again as soon as React has attached
// its root listeners to the document: from then on React hydrates what a click lands in and
// replays the click itself, so the replayed tap takes effect exactly like a tap made at that
// instant. A tap made once React listens is React's alone: the capture stops recording then, so no
// tap is applied twice.

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

/**
 * Records taps on buttons until React listens, then clicks each recorded button once, in order.
 * Serialised into the head script (earlyTapScript): it names only its arguments and browser APIs.
 */
export function captureEarlyTaps(doc: Document, listens: (doc: Document) => boolean, pollMs: number, giveUpMs: number): void {
  const pending: HTMLElement[] = [];
  let waiting = false;
  let polls = 0;
  const stop = () => doc.removeEventListener('click', record, true);
  const replay = () => {
    if (!listens(doc)) {
      polls += 1;
      if (polls * pollMs < giveUpMs) setTimeout(replay, pollMs);
      else stop();
      return;
    }
    stop();
    pending.splice(0).forEach((button) => {
      if (button.isConnected) button.click();
    });
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
  return `(${captureEarlyTaps.toString()})(document,${reactListens.toString()},${REPLAY_POLL_MS},${REPLAY_GIVE_UP_MS})`;
}
