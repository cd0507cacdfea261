// Framework JavaScript after the first paint. Next.js puts its chunks in each page as async
// <script src> tags (plus low-priority preloads) in <head>: a phone downloads and runs them while
// the prerendered HTML waits to be painted, so the first paint (and the LCP, which is text on every
// page) comes after all of it. The postbuild (scripts/build/postbuild.mjs) moves those tags into one
// small inline loader that adds them once the browser reports the first paint: the same scripts,
// in the same order, as async as before, only started after the paint. Inline scripts (the page data, JSON-LD,
// the theme script) stay where they are.

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const LINK = /<link\b[^>]*>/g;
const NEXT_PAGE = /self\.__next_f/;
/** Loads the scripts anyway if no paint has been seen by then (a hidden tab, a very slow first paint). */
export const LOADER_FALLBACK_MS = 3000;

/** Starts every loader, so a page that already has one is left as it is. */
const LOADER_MARK = '/*scripts after first paint*/';

export interface DeferredPage {
  html: string;
  /** The script URLs the loader adds, in page order. */
  scripts: string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The inline loader: adds each script (async) once the browser reports the page's first paint
 * (paint timing), or two frames on where paint timing is missing, or after the fallback delay.
 */
export function scriptLoader(scripts: readonly string[]): string {
  return (
    `${LOADER_MARK}(function(){var d=0,w=window,c=document,P=w.PerformanceObserver;function l(){if(d)return;d=1;` +
    `${JSON.stringify(scripts)}.forEach(function(u){var s=c.createElement("script");s.src=u;s.async=true;c.head.appendChild(s)})}` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)` +
    `new P(function(e,o){o.disconnect();w.setTimeout(l,0)}).observe({type:"paint",buffered:true});` +
    `else w.requestAnimationFrame(function(){w.requestAnimationFrame(l)});` +
    `w.setTimeout(l,${LOADER_FALLBACK_MS})})()`
  );
}

/**
 * Moves a prerendered page's async framework scripts and their script preloads into one loader at
 * the end of <body>. Throws when a Next.js page has none (the framework's output changed).
 */
export function deferScripts(html: string, page = 'page'): DeferredPage {
  if (html.includes(LOADER_MARK)) return { html, scripts: [] };
  const scripts: string[] = [];
  let out = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    if (!scripts.includes(src)) scripts.push(src);
    return '';
  });
  if (scripts.length === 0) {
    if (NEXT_PAGE.test(html)) throw new Error(`${page}: no async <script src> tags found; Next.js changed its output.`);
    return { html, scripts };
  }
  // A script preload would fetch before the paint what the loader fetches after it (or, for a
  // chunk imported later, when it is needed).
  out = out.replace(LINK, (tag) => (attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'script' ? '' : tag));
  const end = out.lastIndexOf('</body>');
  if (end < 0) throw new Error(`${page}: no </body> to put the script loader before.`);
  return { html: `${out.slice(0, end)}<script>${scriptLoader(scripts)}</script>${out.slice(end)}`, scripts };
}
