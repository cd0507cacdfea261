// Browser helper: can this browser create a WebGL context, and is it drawn in software? Asked
// before loading three.js, so a browser without WebGL gets the static background quietly
// instead of a logged renderer error, and a software renderer gets a lighter scene.
import { isSoftwareRenderer, type RendererKind } from './sceneQuality';

export function probeWebGL(): RendererKind | null {
  try {
    const canvas = document.createElement('canvas');
    // three.js draws with WebGL 2 only.
    const gl = canvas.getContext('webgl2');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    // Free the probe context at once: browsers cap the number of live contexts.
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return isSoftwareRenderer(renderer) ? 'software' : 'hardware';
  } catch {
    return null;
  }
}
