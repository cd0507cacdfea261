'use client';
// framer-motion's LazyMotion, as its docs recommend for small bundles: `m` components render their
// first frame without the animation code, which loads asynchronously (motionFeatureBundle.ts) after
// hydration. strict: a full `motion` component, which would bundle that code, throws. Each animated
// part wraps itself in this; the features chunk is fetched once for all of them.
import { LazyMotion, type LazyFeatureBundle } from 'framer-motion';

const loadMotionFeatures: LazyFeatureBundle = () => import('./motionFeatureBundle').then((module) => module.default);

export function MotionFeatures({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      {children}
    </LazyMotion>
  );
}
