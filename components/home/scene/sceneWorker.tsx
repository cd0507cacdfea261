// The 3D background's worker: @react-three/fiber renders into the OffscreenCanvas handed over by
// SceneHost, so three.js is parsed, run and drawn entirely off the main thread.
import { createRoot, extend, type ReconcilerRoot, type RenderProps } from '@react-three/fiber';
import { Group, Mesh, type WebGLRenderer } from 'three';
import type { FromSceneWorker, ToSceneWorker } from '@/components/home/scene/sceneProtocol';
import { sceneQuality, type SceneQuality } from '@/components/home/scene/sceneQuality';
import { rendererKind } from '@/components/home/scene/webgl';
import { createContext, createRenderer } from './createRenderer';
import { WireframeScene } from './WireframeScene';
import type { PointerTarget } from './SceneParts';

// createRoot knows no three.js classes by itself: register the two the scene uses as JSX.
extend({ Group, Mesh });

// Close enough that the 30 × 20 box spreads across a wide hero, far enough that the nearest
// shapes (z = 7.5) stay small.
const CAMERA = { position: [0, 0, 18] as [number, number, number], fov: 60, near: 1, far: 60 };
// @react-three/fiber frees the renderer 500 ms after unmounting; close the worker after that.
const DISPOSE_DELAY_MS = 1000;

type InitMessage = Extract<ToSceneWorker, { type: 'init' }>;

// The DOM typings describe `self` as a window; in a dedicated worker it is the worker scope.
const scope = self as unknown as {
  postMessage(message: FromSceneWorker): void;
  close(): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  onmessage: ((event: MessageEvent<ToSceneWorker>) => void) | null;
};

let root: ReconcilerRoot<OffscreenCanvas> | null = null;
let renderer: WebGLRenderer | null = null;
let settings: Omit<InitMessage, 'type' | 'canvas'> | null = null;
let quality: SceneQuality = sceneQuality('hardware');
let disposing = false;
const pointer: PointerTarget = { x: 0, y: 0 };

function fail(reason: string) {
  if (disposing) return;
  scope.postMessage({ type: 'failed', reason });
  dispose();
}

function dispose() {
  disposing = true;
  root?.unmount();
  root = null;
  setTimeout(() => scope.close(), DISPOSE_DELAY_MS);
}

function config(): RenderProps<OffscreenCanvas> {
  if (!settings || !renderer) throw new Error('scene worker: not initialised');
  const gl = renderer;
  return {
    gl: () => gl,
    size: { ...settings.size, top: 0, left: 0 },
    dpr: Math.min(settings.pixelRatio, quality.maxPixelRatio),
    // Still (reduced motion, or no GPU): one frame, redrawn on a change ("demand"). Otherwise FrameDriver draws.
    frameloop: still() ? 'demand' : 'never',
    camera: CAMERA,
  };
}

/** Whether the scene stands still: the visitor asked for reduced motion, or the renderer has no GPU. */
const still = () => Boolean(settings?.reducedMotion) || !quality.moving;

/** Applies the current settings: configure diffs them, render updates the scene's props. */
async function update() {
  if (!root || !settings) return;
  await root.configure(config());
  root.render(
    <WireframeScene
      colours={settings.colours}
      still={still()}
      running={settings.running}
      pointer={pointer}
      onFirstFrame={() => scope.postMessage({ type: 'ready' })}
    />,
  );
}

async function init({ canvas, ...initial }: InitMessage) {
  const context = createContext(canvas);
  if (!context) return fail('WebGL 2 unavailable');
  quality = sceneQuality(rendererKind(context));
  settings = initial;
  renderer = createRenderer(canvas, context);
  canvas.addEventListener('webglcontextlost', (event) => {
    event.preventDefault();
    fail('WebGL context lost');
  });
  root = createRoot(canvas);
  await update();
}

async function handle(message: ToSceneWorker) {
  if (disposing) return;
  switch (message.type) {
    case 'init':
      return init(message);
    case 'pointer':
      pointer.x = message.x;
      pointer.y = message.y;
      return;
    case 'dispose':
      return dispose();
    case 'resize':
      if (settings) settings = { ...settings, size: message.size, pixelRatio: message.pixelRatio };
      return update();
    case 'running':
      if (settings) settings = { ...settings, running: message.running };
      return update();
    case 'motion':
      if (settings) settings = { ...settings, reducedMotion: message.reducedMotion };
      return update();
    case 'colours':
      if (settings) settings = { ...settings, colours: message.colours };
      return update();
  }
}

scope.onmessage = (event) => {
  handle(event.data).catch((error: unknown) => fail(String(error)));
};
// Anything thrown later (inside a frame) also ends in the quiet fallback, not a console error.
for (const type of ['error', 'unhandledrejection']) {
  scope.addEventListener(type, (event) => {
    event.preventDefault();
    fail(type === 'error' ? String((event as ErrorEvent).message) : String((event as PromiseRejectionEvent).reason));
  });
}
