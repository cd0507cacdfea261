// Stepping of the animated stat counters: from 0 to the target over 125 steps.
import { COUNTER_STEPS } from '@/lib/constants';

/** The value shown at `step` (0…steps): rises evenly, never overshoots, and ends exactly on target. */
export function counterValue(target: number, step: number, steps: number = COUNTER_STEPS): number {
  if (step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}
