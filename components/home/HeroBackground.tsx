'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/lib/idle';
import { sceneQuality, type RendererKind } from '@/lib/sceneQuality';
import { probeWebGL } from '@/lib/webgl';
import { SceneBoundary } from './SceneBoundary';
import styles from './HeroBackground.module.css';

// three.js and @react-three/fiber live in this lazy chunk only; it is requested after load.
const WireframeScene = dynamic(() => import('./WireframeScene').then((module) => module.WireframeScene), {
  ssr: false,
});

/**
 * The decorative background of the hero: a static gradient in the HTML, and the 3D wireframe
 * scene on top once the page is loaded and idle, if the browser has WebGL. Any failure (no WebGL,
 * a renderer error, a lost context) leaves the gradient, without an error screen.
 */
export function HeroBackground() {
  const [renderer, setRenderer] = useState<RendererKind | null>(null);

  useEffect(() => whenIdleAfterLoad(() => setRenderer(probeWebGL())), []);

  const fallBack = useCallback(() => setRenderer(null), []);

  return (
    <div className={styles.background} aria-hidden="true" data-scene={renderer ? 'webgl' : 'static'}>
      {renderer && (
        <SceneBoundary onError={fallBack}>
          <WireframeScene quality={sceneQuality(renderer)} onContextLost={fallBack} />
        </SceneBoundary>
      )}
    </div>
  );
}

