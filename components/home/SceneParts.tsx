'use client';
// The pieces inside the 3D canvas. Per-frame work mutates three.js objects directly (no React
// state in the frame loop) and is scaled by the frame delta so speed does not depend on fps.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  IcosahedronGeometry,
  MeshBasicMaterial,
  OctahedronGeometry,
  TetrahedronGeometry,
  TorusGeometry,
  type Group,
} from 'three';
import { createShapes, easingFactor, pointerOffset, seededRandom } from '@/lib/scene';

// A paused scene resumes smoothly instead of jumping by the whole pause.
const MAX_DELTA_S = 0.1;
// How far (world units) the camera moves at the edge of the viewport.
const CAMERA_RANGE = { x: 3, y: 2 };
const SCENE_SEED = 2025;
const SHAPE_OPACITY = 0.4;
// Timers fire late; waking this much early keeps a frame-rate cap close to its target.
const FRAME_SLACK_MS = 4;

function accentColours(): string[] {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return [read('--color-accent', '#60a5fa'), read('--color-accent-2', '#a78bfa'), read('--color-accent-strong', '#93c5fd')];
}

/** 20 floating wireframe shapes sharing 5 geometries and 3 materials. */
export function Shapes({ animate }: { animate: boolean }) {
  const group = useRef<Group>(null);
  const time = useRef(0);
  const assets = useMemo(() => {
    const geometries = [
      new IcosahedronGeometry(1, 0),
      new OctahedronGeometry(1, 0),
      new TorusGeometry(0.8, 0.28, 8, 20),
      new BoxGeometry(1.2, 1.2, 1.2),
      new TetrahedronGeometry(1.1, 0),
    ];
    const materials = accentColours().map(
      (color) => new MeshBasicMaterial({ color, wireframe: true, transparent: true, opacity: SHAPE_OPACITY, depthWrite: false }),
    );
    const shapes = createShapes(seededRandom(SCENE_SEED), geometries.length, materials.length);
    return { geometries, materials, shapes };
  }, []);

  // The shared geometries and materials are created here, so they are disposed here.
  useEffect(
    () => () => {
      assets.geometries.forEach((geometry) => geometry.dispose());
      assets.materials.forEach((material) => material.dispose());
    },
    [assets],
  );

  useFrame((_, delta) => {
    if (!animate || !group.current) return;
    const step = Math.min(delta, MAX_DELTA_S);
    time.current += step;
    group.current.children.forEach((mesh, index) => {
      const shape = assets.shapes[index];
      if (!shape) return;
      mesh.rotation.x += shape.spin[0] * step;
      mesh.rotation.y += shape.spin[1] * step;
      const { amplitude, speed, phase } = shape.float;
      mesh.position.y = shape.position[1] + Math.sin(time.current * speed + phase) * amplitude;
    });
  });

  return (
    <group ref={group}>
      {assets.shapes.map((shape, index) => (
        <mesh
          key={index}
          geometry={assets.geometries[shape.geometry]}
          material={assets.materials[shape.material]}
          position={shape.position}
          rotation={shape.rotation}
          scale={shape.scale}
          dispose={null}
        />
      ))}
    </group>
  );
}

/** Eases the camera toward the mouse; the only pointer listener, and only without reduced motion. */
export function CameraRig() {
  const target = useRef<[number, number]>([0, 0]);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      target.current = pointerOffset(event.clientX, event.clientY, window.innerWidth, window.innerHeight);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, []);

  useFrame(({ camera }, delta) => {
    const k = easingFactor(Math.min(delta, MAX_DELTA_S));
    camera.position.x += (target.current[0] * CAMERA_RANGE.x - camera.position.x) * k;
    camera.position.y += (target.current[1] * CAMERA_RANGE.y - camera.position.y) * k;
    camera.lookAt(0, 0, 0);
  });

  return null;
}

/** A lost WebGL context (driver reset, too many contexts) hands over to the static gradient. */
export function ContextLossWatcher({ onLost }: { onLost: () => void }) {
  const canvas = useThree((state) => state.gl.domElement);
  useEffect(() => {
    const handle = (event: Event) => {
      event.preventDefault();
      onLost();
    };
    canvas.addEventListener('webglcontextlost', handle);
    return () => canvas.removeEventListener('webglcontextlost', handle);
  }, [canvas, onLost]);
  return null;
}

/**
 * Drives the frame loop (frameloop "never"): one frame per display frame, or at most `maxFps`
 * frames a second, sleeping in between so the main thread is free. Unmounted while paused.
 */
export function FrameDriver({ maxFps }: { maxFps: number | null }) {
  const advance = useThree((state) => state.advance);
  useEffect(() => {
    const interval = maxFps ? 1000 / maxFps : 0;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (now: number) => {
      advance(now / 1000);
      if (!interval) {
        frame = requestAnimationFrame(tick);
        return;
      }
      // Wake up just before the next frame is due, then align it with the display.
      const wait = interval - (performance.now() - now) - FRAME_SLACK_MS;
      timer = setTimeout(() => (frame = requestAnimationFrame(tick)), Math.max(0, wait));
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [advance, maxFps]);
  return null;
}
