// How hard the 3D background may work, by the kind of WebGL renderer the browser has.

export type RendererKind = 'hardware' | 'software';

export interface SceneQuality {
  /** Frames per second to render at most; null follows the display (requestAnimationFrame). */
  maxFps: number | null;
  /** Cap on the device pixel ratio the canvas renders at. */
  maxPixelRatio: number;
}

// Sharp enough on high-density screens without rendering 9× the pixels on a 3× phone.
const HARDWARE: SceneQuality = { maxFps: null, maxPixelRatio: 1.5 };
// Without a GPU every pixel costs CPU time that the page shares: slow drifting shapes still look
// smooth at 30 fps and 1× resolution.
const SOFTWARE: SceneQuality = { maxFps: 30, maxPixelRatio: 1 };

export function sceneQuality(kind: RendererKind): SceneQuality {
  return kind === 'software' ? SOFTWARE : HARDWARE;
}

/** Renderer names of CPU rasterisers (Chrome's SwiftShader, Mesa's llvmpipe, Windows' WARP). */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}
