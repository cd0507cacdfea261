'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { whenIdleAfterLoad } from '@/components/hooks/idle';
import { canRenderOffscreen } from '@/components/home/scene/webgl';
import { SceneBoundary } from './SceneBoundary';
import styles from './HeroBackground.module.css';

// Loaded after load + idle. The host is small: three.js and @react-three/fiber are loaded by the
// scene worker it starts, and never run on the main thread.
const SceneHost = dynamic(() => import('./SceneHost').then((module) => module.SceneHost), { ssr: false });

/**
 * The decorative background of the hero: a static gradient in the HTML, and the 3D wireframe
 * scene on top once the page is loaded and idle, if the browser can render it in a worker. Any
 * failure (no WebGL 2, a renderer error, a lost context) leaves the gradient, without an error
 * screen and without a console error. `wordsId` names the element holding the hero's words,
 * which the scene leaves clear.
 */
export function HeroBackground({ wordsId }: { wordsId: string }) {
  const [sceneOn, setSceneOn] = useState(false);

  useEffect(() => whenIdleAfterLoad(() => setSceneOn(canRenderOffscreen())), []);

  const fallBack = useCallback(() => setSceneOn(false), []);

  return (
    <div className={styles.background} aria-hidden="true" data-scene={sceneOn ? 'webgl' : 'static'}>
      {sceneOn && (
        <SceneBoundary onError={fallBack}>
          <SceneHost onFail={fallBack} wordsId={wordsId} />
        </SceneBoundary>
      )}
    </div>
  );
}

