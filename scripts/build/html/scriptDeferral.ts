// Framework JavaScript after the first paint. Next.js puts its chunks in each page as async
// <script src> tags (plus low-priority preloads) in <head>: a phone downloads and runs them while
// the prerendered HTML waits to be painted, so the first paint (and the LCP, which is text on every
// page) comes after all of it. The postbuild's defer-scripts step (scripts/build/steps/deferScripts.ts)
// moves those tags into one small inline loader that adds them once the browser reports the first
// paint: the same scripts, in the same order, as async as before, only started after the paint.
// Inline scripts (the page data, JSON-LD, the theme script) stay where they are.

import { tagAttributes } from '@/scripts/build/html/scriptTags';

const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;
const LINK = /<link\b[^>]*>/g;
/** Loads the scripts anyway if no paint has been seen by then (a hidden tab, a very slow first paint). */
export const LOADER_FALLBACK_MS = 3000;

/** Starts every loader, so a page that already has one is left as it is. */
export const LOADER_MARK = '/*scripts after first paint*/';

export interface DeferredPage {
  html: string;
  /** The script URLs the loader adds, in page order. */
  scripts: string[];
}

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

/** Whether a link tag preloads a script (fetching it before the first paint). */
export function isScriptPreload(tag: string): boolean {
  const attributes = tagAttributes(tag);
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.includes('modulepreload') || (rel.includes('preload') && attributes.get('as')?.toLowerCase() === 'script');
}

/**
 * Moves a prerendered page's async framework scripts (in the exact shape Next.js writes them) and
 * the script preloads into one loader at the end of <body>. Leaves a page without such scripts as
 * it is: the defer-scripts step checks that no framework script is left before the first paint.
 */
export function deferScripts(html: string): DeferredPage {
  if (html.includes(LOADER_MARK)) return { html, scripts: [] };
  const scripts: string[] = [];
  let out = html.replace(ASYNC_SCRIPT, (_tag, src: string) => {
    if (!scripts.includes(src)) scripts.push(src);
    return '';
  });
  if (scripts.length === 0) return { html, scripts };
  // A script preload would fetch before the paint what the loader fetches after it (or, for a
  // chunk imported later, when it is needed).
  out = out.replace(LINK, (tag) => (isScriptPreload(tag) ? '' : tag));
  const end = out.lastIndexOf('</body>');
  if (end < 0) throw new Error('no </body> to put the script loader before.');
  return { html: `${out.slice(0, end)}<script>${scriptLoader(scripts)}</script>${out.slice(end)}`, scripts };
}
