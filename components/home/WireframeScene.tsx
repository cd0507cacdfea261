'use client';
// The lazily loaded 3D background: the only module that imports three.js and @react-three/fiber.
import { Canvas, type EventManager } from '@react-three/fiber';
import { useRef, useState } from 'react';
import { useInView } from '@/lib/hooks/useInView';
import { usePageVisible } from '@/lib/hooks/usePageVisible';
import { useReducedMotion } from '@/lib/hooks/useReducedMotion';
import type { SceneQuality } from '@/lib/sceneQuality';
import { CameraRig, ContextLossWatcher, FrameDriver, Shapes } from './SceneParts';
import { createRenderer } from './createRenderer';
import styles from './WireframeScene.module.css';

// Far enough back that the whole 30 × 20 box fits the view.
const CAMERA_Z = 24;
// The canvas takes no pointer events, so three's raycasting event layer is switched off.
const noEvents = (): EventManager<HTMLElement> => ({ enabled: false, priority: 0 });

interface WireframeSceneProps {
  quality: SceneQuality;
  onContextLost: () => void;
}

export function WireframeScene({ quality, onContextLost }: WireframeSceneProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const inView = useInView(containerRef);
  const pageVisible = usePageVisible();
  const reduced = useReducedMotion();
  const [ready, setReady] = useState(false);

  // Reduced motion: one still frame, re-drawn only on resize ("demand"). Otherwise FrameDriver
  // renders, and is unmounted (paused) while the tab is hidden or the hero is scrolled away.
  const running = inView && pageVisible && !reduced;

  return (
    <div ref={containerRef} className={styles.scene} data-ready={ready ? '' : undefined}>
      <Canvas
        dpr={[1, quality.maxPixelRatio]}
        frameloop={reduced ? 'demand' : 'never'}
        camera={{ position: [0, 0, CAMERA_Z], fov: 60, near: 1, far: 60 }}
        gl={({ canvas }) => createRenderer(canvas as HTMLCanvasElement, quality)}
        events={noEvents}
        resize={{ scroll: false }}
        onCreated={() => setReady(true)}
      >
        <Shapes animate={!reduced} />
        {!reduced && <CameraRig />}
        {running && <FrameDriver maxFps={quality.maxFps} />}
        <ContextLossWatcher onLost={onContextLost} />
      </Canvas>
    </div>
  );
}
