// Browser helpers for the 3D background's WebGL checks.
import { isSoftwareRenderer, type RendererKind } from './sceneQuality';

/**
 * Can this browser render the scene off the main thread (a worker drawing into an
 * OffscreenCanvas with WebGL 2)? Without it, the static background stays.
 */
export function canRenderOffscreen(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/** Whether a WebGL context draws on a GPU or in software, by its unmasked renderer name. */
export function rendererKind(gl: WebGL2RenderingContext): RendererKind {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return isSoftwareRenderer(renderer) ? 'software' : 'hardware';
}
