'use client';
// Hook: counts 0 → COUNTER_STEPS, one step every COUNTER_STEP_MS, once `running` turns true.
// The step follows the clock, not the number of timer callbacks, so a busy main thread (late
// timers) skips steps instead of stretching the 2-second animation.
import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS } from './counter';

export function useCounterStep(running: boolean): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    const id = setInterval(() => {
      const current = Math.min(COUNTER_STEPS, Math.floor((Date.now() - start) / COUNTER_STEP_MS));
      setStep(current);
      if (current >= COUNTER_STEPS) clearInterval(id);
    }, COUNTER_STEP_MS);
    return () => clearInterval(id);
  }, [running]);

  return step;
}
