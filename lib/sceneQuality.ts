// How hard the 3D background may work, by the kind of WebGL renderer the browser has.

export type RendererKind = 'hardware' | 'software';

export interface SceneQuality {
  /** Frames per second to render at most; null follows the display (requestAnimationFrame). */
  maxFps: number | null;
  /** Cap on the device pixel ratio the canvas renders at. */
  maxPixelRatio: number;
  /**
   * Low-latency canvas. With software compositing, a normal WebGL canvas is read back on the main
   * thread every frame; a desynchronized one is not (measured: ~40 % → ~5 % busy at 20 fps).
   */
  desynchronized: boolean;
}

// Sharp enough on high-density screens without rendering 9× the pixels on a 3× phone.
const HARDWARE: SceneQuality = { maxFps: null, maxPixelRatio: 1.5, desynchronized: false };
// Slow drifting shapes still look smooth at 30 fps; every frame costs CPU without a GPU.
const SOFTWARE: SceneQuality = { maxFps: 30, maxPixelRatio: 1, desynchronized: true };

export function sceneQuality(kind: RendererKind): SceneQuality {
  return kind === 'software' ? SOFTWARE : HARDWARE;
}

/** Renderer names of CPU rasterisers (Chrome's SwiftShader, Mesa's llvmpipe, Windows' WARP). */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}
