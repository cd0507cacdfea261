// How hard the 3D background may work, by the kind of WebGL renderer the browser has.

export type RendererKind = 'hardware' | 'software';

export interface SceneQuality {
  /** Whether the shapes drift and the camera follows the pointer; else one still frame, as under reduced motion. */
  moving: boolean;
  /** Cap on the device pixel ratio the canvas renders at. */
  maxPixelRatio: number;
}

// Sharp enough on high-density screens without rendering 9× the pixels on a 3× phone.
const HARDWARE: SceneQuality = { moving: true, maxPixelRatio: 1.5 };
// Without a GPU every pixel costs CPU time that the page shares: drifting at 30 frames a second and
// 1× resolution, the scene still took three quarters of a core by itself in Chromium's SwiftShader
// (3.7–4.0 s of CPU in 5 s on an idle page), time a tap then waits behind. There the shapes stand
// still in one frame, drawn again only when something changes (a resize, the theme).
const SOFTWARE: SceneQuality = { moving: false, maxPixelRatio: 1 };

export function sceneQuality(kind: RendererKind): SceneQuality {
  return kind === 'software' ? SOFTWARE : HARDWARE;
}

/** Renderer names of CPU rasterisers (Chrome's SwiftShader, Mesa's llvmpipe, Windows' WARP). */
export function isSoftwareRenderer(renderer: string): boolean {
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}
