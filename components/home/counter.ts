// Stepping of the animated stat counters: from 0 to the target over 125 steps.

// Stat counters animate over 125 steps.
export const COUNTER_STEPS = 125;
// Each counter step lasts 16 ms.
export const COUNTER_STEP_MS = 16;

/** The value shown at `step` (0…steps): rises evenly, never overshoots, and ends exactly on target. */
export function counterValue(target: number, step: number, steps: number = COUNTER_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}
