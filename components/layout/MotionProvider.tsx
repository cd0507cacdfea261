'use client';
// The one MotionConfig of the site. Under prefers-reduced-motion, framer turns transform and
// layout animations off ("user") and skipAnimations jumps the rest (opacity) to its final value
// too, so every animated element appears in its final state at once. Nothing else of framer-motion
// loads here: the animated parts (image viewer, projects list) are loaded on demand
// and bring their `m` components and MotionFeatures with them.
import { MotionConfig } from 'framer-motion';
import { useReducedMotion } from '@/components/hooks/useReducedMotion';

export function MotionProvider({ children }: { children: React.ReactNode }) {
  const reduced = useReducedMotion();
  return (
    <MotionConfig reducedMotion="user" skipAnimations={reduced}>
      {children}
    </MotionConfig>
  );
}
