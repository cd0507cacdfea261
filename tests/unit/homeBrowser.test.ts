import { IDLE_FALLBACK_MS, whenIdleAfterLoad } from '@/lib/idle';
import { probeWebGL } from '@/lib/webgl';

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

describe('probeWebGL', () => {
  const fakeContext = (renderer: string) => ({
    RENDERER: 0x1f01,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' ? { UNMASKED_RENDERER_WEBGL: 0x9246 } : { loseContext: jest.fn() },
    getParameter: (parameter: number) => (parameter === 0x9246 ? renderer : 'WebKit WebGL'),
  });

  it('returns null without WebGL 2, so the static background stays', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(probeWebGL()).toBeNull();
  });

  it('tells software from hardware rendering by the unmasked renderer name', () => {
    const spy = jest.spyOn(HTMLCanvasElement.prototype, 'getContext');
    spy.mockReturnValue(fakeContext('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device))') as never);
    expect(probeWebGL()).toBe('software');
    spy.mockReturnValue(fakeContext('ANGLE (Intel, Mesa Intel(R) UHD Graphics 620)') as never);
    expect(probeWebGL()).toBe('hardware');
  });

  it('treats a throwing getContext as no WebGL', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(probeWebGL()).toBeNull();
  });
});
