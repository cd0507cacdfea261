import { deferScripts, isScriptPreload, LOADER_FALLBACK_MS, scriptLoader } from '@/scripts/build/html/scriptDeferral';
import { exportedPage } from '../postbuildFixture';

// How the deferral treats every framework script of a real exported page: the postbuild's own test, one folder up.
describe('deferScripts', () => {
  it('leaves a page it has already deferred as it is', () => {
    const once = deferScripts(exportedPage('about/index.html')).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [] });
  });

  it('leaves a page without framework scripts as it is', () => {
    expect(deferScripts('<html><body>plain</body></html>')).toEqual({ html: '<html><body>plain</body></html>', scripts: [] });
  });
});

describe('isScriptPreload', () => {
  it('knows a script preload in any attribute order or quoting, and a module preload', () => {
    expect(isScriptPreload('<link rel="preload" as="script" fetchPriority="low" href="/a.js"/>')).toBe(true);
    expect(isScriptPreload("<link href='/a.js' AS=script rel='preload'>")).toBe(true);
    expect(isScriptPreload('<link rel="modulepreload" href="/a.js">')).toBe(true);
  });

  it('leaves other preloads and links alone', () => {
    expect(isScriptPreload('<link rel="preload" as="font" href="/a.woff2" crossorigin="">')).toBe(false);
    expect(isScriptPreload('<link rel="stylesheet" href="/a.css" data-precedence="next"/>')).toBe(false);
    expect(isScriptPreload('<link rel="icon" href="/script.svg" title="as=script">')).toBe(false);
  });
});

describe('scriptLoader', () => {
  const added = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  const run = (source: string) => new Function(source)();
  let frames: FrameRequestCallback[];
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));

  beforeEach(() => {
    document.head.innerHTML = '';
    frames = [];
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('adds the scripts, async and in order, right after the browser reports the first paint', () => {
    let report: (() => void) | undefined;
    let observed: unknown;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: (entries: unknown, observer: FakeObserver) => void) {
        report = () => callback({}, this);
      }
      observe(options: unknown) {
        observed = options;
      }
      disconnect() {}
    }
    (window as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
    run(scriptLoader(['/a.js', '/b.js']));
    expect(observed).toEqual({ type: 'paint', buffered: true });
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    report!();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(added()).toHaveLength(2);
  });

  it('without paint timing, adds them two frames on', () => {
    run(scriptLoader(['/a.js']));
    nextFrame();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual(['/a.js']);
  });

  it('when no paint comes (a hidden tab), adds them after the fallback delay, once', () => {
    run(scriptLoader(['/a.js']));
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/a.js']);
    nextFrame();
    nextFrame();
    expect(added()).toEqual(['/a.js']);
  });
});
