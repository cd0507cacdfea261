import { deferScripts, LOADER_FALLBACK_MS, scriptLoader } from '@/scripts/build/html/scriptDeferral';

// The shape of a page `next build` exports (abridged).
const page = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy.js"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script>document.documentElement.dataset.theme="dark"</script>',
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>',
  '</head><body><main>Hello</main>',
  '<script type="application/ld+json">{"@type":"Person"}</script>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('deferScripts', () => {
  it('moves every async script, once each and in page order, into one loader at the end of <body>', () => {
    const { html, scripts } = deferScripts(page);
    expect(scripts).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html.endsWith(`<script>${scriptLoader(scripts)}</script></body></html>`)).toBe(true);
  });

  it('drops script preloads and keeps styles, inline scripts, JSON-LD and the nomodule polyfill', () => {
    const { html } = deferScripts(page);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(html).toContain('<script>document.documentElement.dataset.theme="dark"</script>');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('noModule=""');
    expect(html).toContain('self.__next_f');
  });

  it('leaves a page it has already deferred as it is', () => {
    const once = deferScripts(page).html;
    expect(deferScripts(once)).toEqual({ html: once, scripts: [] });
  });

  it('leaves a page without framework scripts alone, and fails loudly if a Next.js page has none', () => {
    expect(deferScripts('<html><body>plain</body></html>').html).toBe('<html><body>plain</body></html>');
    const changed = page.replace(/ async=""/g, ' defer=""');
    expect(() => deferScripts(changed, 'about/index.html')).toThrow('about/index.html: no async <script src> tags found');
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
