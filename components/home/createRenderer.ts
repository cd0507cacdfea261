// The WebGL renderer of the 3D background, on a context we create ourselves: three.js does not
// pass `desynchronized` through to getContext.
import { WebGLRenderer } from 'three';
import type { SceneQuality } from '@/lib/sceneQuality';

export function createRenderer(canvas: HTMLCanvasElement, quality: SceneQuality): WebGLRenderer {
  const attributes: WebGLContextAttributes = {
    alpha: true,
    antialias: false,
    depth: true,
    stencil: false,
    powerPreference: 'low-power',
    desynchronized: quality.desynchronized,
  };
  const context = canvas.getContext('webgl2', attributes);
  if (!context) throw new Error('WebGL 2 context unavailable');
  return new WebGLRenderer({ canvas, context, alpha: true, antialias: false });
}
