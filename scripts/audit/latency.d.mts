// Types of ./latency.mjs for the TypeScript that imports it (its unit test).

/** An Event Timing entry as the audit reads it back from the page. */
export interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface InteractionLatency {
  id: number;
  name: string;
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

export function median(values: number[]): number;
export function interactionLatencies(entries: EventEntry[]): InteractionLatency[];
export function stepLatency(entries: EventEntry[]): InteractionLatency;
export function paintedAfter(frames: number[], lastChange: number, since: number): number;
