// The WebGL renderer of the 3D background, on a context we create ourselves so that a missing
// WebGL 2 is reported as a quiet fallback instead of three.js logging an error.
import { WebGLRenderer } from 'three';

const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: true,
  antialias: false,
  depth: true,
  stencil: false,
  powerPreference: 'low-power',
};

export function createContext(canvas: OffscreenCanvas): WebGL2RenderingContext | null {
  try {
    return canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
  } catch {
    return null;
  }
}

export function createRenderer(canvas: OffscreenCanvas, context: WebGL2RenderingContext): WebGLRenderer {
  return new WebGLRenderer({ canvas, context, alpha: true, antialias: false });
}
