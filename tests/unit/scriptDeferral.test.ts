import { deferScripts, LOADER_FALLBACK_MS, scriptLoader } from '@/lib/scriptDeferral';

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
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    document.head.innerHTML = '';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));
  const run = (source: string) => new Function(source)();

  it('adds the scripts, async, two frames after the first paint of a visible page', () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    run(scriptLoader(['/a.js', '/b.js']));
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual([]);
    nextFrame();
    expect(added()).toEqual(['/a.js', '/b.js']);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);
  });

  it('in a hidden tab, adds them when the page is shown or after the fallback, once', () => {
    jest.useFakeTimers();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(scriptLoader(['/a.js']));
    expect(added()).toEqual([]);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(['/a.js']);
    jest.advanceTimersByTime(LOADER_FALLBACK_MS);
    expect(added()).toEqual(['/a.js']);
    jest.useRealTimers();
  });

  it('in a tab that stays hidden, adds them after the fallback', () => {
    jest.useFakeTimers();
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run(scriptLoader(['/a.js']));
    jest.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/a.js']);
    jest.useRealTimers();
  });
});
