import { IDLE_FALLBACK_MS, whenIdleAfterLoad } from '@/components/hooks/idle';
import { canRenderOffscreen, rendererKind } from '@/components/home/scene/webgl';

describe('whenIdleAfterLoad (when the 3D scene may load)', () => {
  const setReadyState = (state: DocumentReadyState) =>
    Object.defineProperty(document, 'readyState', { value: state, configurable: true });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the load event, then for an idle period', () => {
    setReadyState('loading');
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    const task = jest.fn();
    whenIdleAfterLoad(task);

    jest.advanceTimersByTime(10_000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where requestIdleCallback does not exist', () => {
    const task = jest.fn();
    whenIdleAfterLoad(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled, e.g. when the visitor leaves the page first', () => {
    const task = jest.fn();
    const cancel = whenIdleAfterLoad(task);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('WebGL checks', () => {
  const fakeContext = (renderer: string) =>
    ({
      RENDERER: 0x1f01,
      getExtension: (name: string) => (name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : null),
      getParameter: (parameter: number) => (parameter === 0x9246 ? renderer : 'WebKit WebGL'),
    }) as unknown as WebGL2RenderingContext;

  it('tells software from hardware rendering by the unmasked renderer name', () => {
    expect(rendererKind(fakeContext('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))'))).toBe('software');
    expect(rendererKind(fakeContext('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)'))).toBe('hardware');
  });

  it('needs workers and OffscreenCanvas to render the scene off the main thread', () => {
    // jsdom has neither OffscreenCanvas nor transferControlToOffscreen.
    expect(canRenderOffscreen()).toBe(false);
    const global = globalThis as Record<string, unknown>;
    global.OffscreenCanvas = class {};
    global.Worker = class {};
    (HTMLCanvasElement.prototype as unknown as Record<string, unknown>).transferControlToOffscreen = () => ({});
    try {
      expect(canRenderOffscreen()).toBe(true);
    } finally {
      delete global.OffscreenCanvas;
      delete global.Worker;
      delete (HTMLCanvasElement.prototype as unknown as Record<string, unknown>).transferControlToOffscreen;
    }
  });
});
