// The pure parts of the responsiveness audits: reading Event Timing entries the way INP does, and
// medians. Kept apart from the browser code so they are unit-tested.

/**
 * An Event Timing entry as the audit reads it back from the page.
 * @typedef {{ interactionId: number, name: string, startTime: number, duration: number, processingStart: number, processingEnd: number }} EventEntry
 */
/** @typedef {{ id: number, name: string, startTime: number, latency: number, inputDelay: number, processing: number, presentation: number }} InteractionLatency */

/** The middle value of the finite ones (the upper middle of an even count); NaN when there are none.
 * @param {number[]} values
 */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
}

/**
 * Each interaction's latency as INP counts it: the longest of the Event Timing entries that share
 * its interactionId (a tap is pointerdown, pointerup and click; a key press keydown and keyup),
 * with that entry's three phases. Entries without an interactionId (hover, scroll) are not
 * interactions. In the order the interactions started.
 * @param {EventEntry[]} entries
 * @returns {InteractionLatency[]}
 */
export function interactionLatencies(entries) {
  /** @type {Map<number, EventEntry>} */
  const worst = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = worst.get(entry.interactionId);
    if (!known || entry.duration > known.duration) worst.set(entry.interactionId, entry);
  }
  return [...worst.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      id: entry.interactionId,
      name: entry.name,
      startTime: entry.startTime,
      latency: entry.duration,
      inputDelay: entry.processingStart - entry.startTime,
      processing: entry.processingEnd - entry.processingStart,
      presentation: entry.startTime + entry.duration - entry.processingEnd,
    }));
}

/**
 * The latency of a step that may hold several interactions (typing a word is one per key): its
 * slowest interaction. A step no entry reports answered under the observer's 16 ms threshold: 0.
 * @param {EventEntry[]} entries
 * @returns {InteractionLatency}
 */
export function stepLatency(entries) {
  const all = interactionLatencies(entries);
  const none = { id: 0, name: '', startTime: NaN, latency: 0, inputDelay: 0, processing: 0, presentation: 0 };
  return all.reduce((slowest, one) => (one.latency > slowest.latency ? one : slowest), none);
}

/**
 * How long after `since` (the input) the page painted everything a step changed: the first frame
 * after the last change (0: nothing changed), from the input. A change after the last frame seen reads NaN.
 * @param {number[]} frames
 * @param {number} lastChange
 * @param {number} since
 */
export function paintedAfter(frames, lastChange, since) {
  if (!lastChange) return 0;
  const frame = frames.find((t) => t > lastChange);
  // A page that changed nothing after the input (the last key left the list as it was) had it painted already.
  return frame === undefined ? NaN : Math.max(0, frame - since);
}

/**
 * A step's runs summed up: the median latency, the run that reads it (its three phases are the
 * table's, so they add up to the latency), the median time to paint, and the runs measured (a page
 * without the control gives null, left out).
 * @template {{ latency: number, painted: number }} Run
 * @param {(Run | null)[]} runs
 */
export function summarise(runs) {
  const measured = runs.filter((run) => run !== null);
  const latency = median(measured.map((run) => run.latency));
  return {
    latency,
    typical: measured.find((run) => run.latency === latency),
    painted: median(measured.map((run) => run.painted)),
    measured,
  };
}
