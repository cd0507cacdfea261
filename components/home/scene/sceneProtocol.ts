// Messages between the hero (main thread) and the 3D background's worker, which renders into an
// OffscreenCanvas so three.js never runs on the main thread.

export interface SceneSize {
  width: number;
  height: number;
}

export type ToSceneWorker =
  | {
      type: 'init';
      canvas: OffscreenCanvas;
      size: SceneSize;
      /** The display's devicePixelRatio; the worker caps it. */
      pixelRatio: number;
      reducedMotion: boolean;
      running: boolean;
      /** Shape colours, read from the design tokens (the worker has no CSS). */
      colours: string[];
    }
  | { type: 'resize'; size: SceneSize; pixelRatio: number }
  /** Rendering pauses while the hero is off-screen or the tab hidden. */
  | { type: 'running'; running: boolean }
  | { type: 'motion'; reducedMotion: boolean }
  /** The theme changed: new shape colours, applied to the running scene. */
  | { type: 'colours'; colours: string[] }
  /** Pointer position as -1…1 from the viewport centre, y up. */
  | { type: 'pointer'; x: number; y: number }
  | { type: 'dispose' };

export type FromSceneWorker =
  /** The first frame is drawn: the canvas may fade in. */
  | { type: 'ready' }
  /** No WebGL 2, a renderer error or a lost context: show the static background instead. */
  | { type: 'failed'; reason: string };
