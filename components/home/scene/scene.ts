// Layout and motion maths of the 3D background, kept free of three.js so it is unit-tested.

// The background scene has 20 shapes.
export const BACKGROUND_SHAPE_COUNT = 20;
// The camera follows the mouse with 0.05 easing.
export const CAMERA_EASING = 0.05;
// Background shapes stay within bounds 30 / 20 / 15.
export const BACKGROUND_BOUNDS = { x: 30, y: 20, z: 15 } as const;

export type Vec3 = [number, number, number];

export interface ShapeSpec {
  /** Index into the shared geometries. */
  geometry: number;
  /** Index into the shared materials. */
  material: number;
  position: Vec3;
  rotation: Vec3;
  scale: number;
  /** Radians per second around x and y. */
  spin: [number, number];
  /** Vertical bobbing: amplitude (world units), angular speed (rad/s) and phase. */
  float: { amplitude: number; speed: number; phase: number };
}

/** A small seeded PRNG (mulberry32): the same seed always lays out the same scene. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min);

/**
 * 20 shapes within bounds 30 / 20 / 15 — each axis spans the bound, centred on the origin.
 * The float amplitude is subtracted so a bobbing shape never leaves the box.
 */
export function createShapes(
  random: () => number,
  geometryCount: number,
  materialCount: number,
  count: number = BACKGROUND_SHAPE_COUNT,
  bounds: { x: number; y: number; z: number } = BACKGROUND_BOUNDS,
): ShapeSpec[] {
  return Array.from({ length: count }, (_, index) => {
    const amplitude = between(random, 0.2, 0.8);
    return {
      geometry: index % geometryCount,
      material: index % materialCount,
      position: [
        between(random, -bounds.x / 2, bounds.x / 2),
        between(random, -bounds.y / 2 + amplitude, bounds.y / 2 - amplitude),
        between(random, -bounds.z / 2, bounds.z / 2),
      ],
      rotation: [between(random, 0, Math.PI), between(random, 0, Math.PI), 0],
      scale: between(random, 0.6, 1.5),
      spin: [between(random, 0.05, 0.25), between(random, 0.05, 0.3)],
      float: { amplitude, speed: between(random, 0.3, 0.8), phase: between(random, 0, Math.PI * 2) },
    };
  });
}

/**
 * The camera follows the mouse with 0.05 easing. That is 5 % of the gap per frame at 60 fps;
 * scaling by the frame delta keeps the same feel at any frame rate.
 */
export function easingFactor(deltaSeconds: number, easing: number = CAMERA_EASING): number {
  return 1 - Math.pow(1 - easing, Math.max(0, deltaSeconds) * 60);
}

/** Pointer position as -1…1 from the viewport centre (y up), the camera's target offset. */
export function pointerOffset(clientX: number, clientY: number, width: number, height: number): [number, number] {
  if (width <= 0 || height <= 0) return [0, 0];
  return [(clientX / width) * 2 - 1, 1 - (clientY / height) * 2];
}
