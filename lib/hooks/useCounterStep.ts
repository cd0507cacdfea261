'use client';
// Hook: counts 0 → COUNTER_STEPS, one step every COUNTER_STEP_MS, once `running` turns true.
import { useEffect, useState } from 'react';
import { COUNTER_STEP_MS, COUNTER_STEPS } from '@/lib/constants';

export function useCounterStep(running: boolean): number {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (!running) return;
    let current = 0;
    const id = setInterval(() => {
      current += 1;
      setStep(current);
      if (current >= COUNTER_STEPS) clearInterval(id);
    }, COUNTER_STEP_MS);
    return () => clearInterval(id);
  }, [running]);

  return step;
}
