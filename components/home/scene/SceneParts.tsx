// The pieces of the 3D background, rendered by @react-three/fiber inside the scene worker.
// Per-frame work mutates three.js objects directly (no React state in the frame loop) and is
// scaled by the frame delta so speed does not depend on the frame rate.
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  IcosahedronGeometry,
  MeshBasicMaterial,
  OctahedronGeometry,
  TetrahedronGeometry,
  TorusGeometry,
  type Group,
} from 'three';
import { createShapes, easingFactor, seededRandom } from '@/components/home/scene/scene';

// A paused scene resumes smoothly instead of jumping by the whole pause.
const MAX_DELTA_S = 0.1;
// How far (world units) the camera moves at the edge of the viewport.
const CAMERA_RANGE = { x: 3, y: 2 };
const SCENE_SEED = 2025;
const SHAPE_OPACITY = 0.4;

/** The latest pointer offset (-1…1), written by the worker's message handler. */
export interface PointerTarget {
  x: number;
  y: number;
}

/**
 * 20 floating wireframe shapes sharing 5 geometries and one material per colour. New colours (a
 * theme change) repaint the same materials: the scene keeps running.
 */
export function Shapes({ colours, animate }: { colours: string[]; animate: boolean }) {
  const group = useRef<Group>(null);
  const time = useRef(0);
  const invalidate = useThree((state) => state.invalidate);
  const count = colours.length;
  const assets = useMemo(() => {
    const geometries = [
      new IcosahedronGeometry(1, 0),
      new OctahedronGeometry(1, 0),
      new TorusGeometry(0.8, 0.28, 8, 20),
      new BoxGeometry(1.2, 1.2, 1.2),
      new TetrahedronGeometry(1.1, 0),
    ];
    const materials = Array.from(
      { length: count },
      () => new MeshBasicMaterial({ wireframe: true, transparent: true, opacity: SHAPE_OPACITY, depthWrite: false }),
    );
    const shapes = createShapes(seededRandom(SCENE_SEED), geometries.length, materials.length);
    return { geometries, materials, shapes };
  }, [count]);

  // Before the frame that follows (a layout effect), and a redraw for the still frame.
  useLayoutEffect(() => {
    assets.materials.forEach((material, index) => material.color.set(colours[index] ?? material.color));
    invalidate();
  }, [assets, colours, invalidate]);

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

/** Eases the camera toward the pointer (0.05 easing), scaled by the frame delta. */
export function CameraRig({ pointer }: { pointer: PointerTarget }) {
  useFrame(({ camera }, delta) => {
    const k = easingFactor(Math.min(delta, MAX_DELTA_S));
    camera.position.x += (pointer.x * CAMERA_RANGE.x - camera.position.x) * k;
    camera.position.y += (pointer.y * CAMERA_RANGE.y - camera.position.y) * k;
    camera.lookAt(0, 0, 0);
  });
  return null;
}

// Workers have requestAnimationFrame only where they can draw to an OffscreenCanvas; be safe.
const nextFrame = (callback: FrameRequestCallback): number =>
  typeof requestAnimationFrame === 'function'
    ? requestAnimationFrame(callback)
    : (setTimeout(() => callback(performance.now()), 16) as unknown as number);
const cancelFrame = (id: number) =>
  typeof cancelAnimationFrame === 'function' ? cancelAnimationFrame(id) : clearTimeout(id);

/** Drives the frame loop (frameloop "never"): one frame per display frame. Unmounted while the scene is paused. */
export function FrameDriver() {
  const advance = useThree((state) => state.advance);
  useEffect(() => {
    let frame = 0;
    const tick = (now: number) => {
      advance(now / 1000);
      frame = nextFrame(tick);
    };
    frame = nextFrame(tick);
    return () => cancelFrame(frame);
  }, [advance]);
  return null;
}
