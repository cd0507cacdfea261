// In the drawing page (../draw.ts hands it this function once Mermaid and the kit of this folder
// are installed): Mermaid's parser checks the diagram and counts its parts before anything is
// drawn; then Mermaid draws it twice, in its light and its dark theme, in the classic look and the
// dagre layout (Mermaid 11's look and GitHub's; a diagram's own settings still win). Each drawing's
// stylesheet is written onto its elements, and the two are merged into one SVG whose colours are
// light-dark() pairs: it follows the page's theme and its toggle without being drawn again.
import type { DrawRequest, DrawResult } from './kit';

export async function drawInPage(request: DrawRequest): Promise<DrawResult> {
  const { mermaid, __diagramKit: kit } = window;
  const base = {
    startOnLoad: false,
    securityLevel: 'strict',
    look: 'classic',
    layout: 'dagre',
    deterministicIds: true,
    // Shapes are drawn with rough.js even in the classic look: a fixed seed draws them the same each time.
    handDrawnSeed: 1,
    // A page drawn once cannot know what day it is read on: no "today" line, frozen on the day it was drawn.
    gantt: { todayMarker: 'off' },
    maxEdges: request.limits.edges,
    fontFamily: request.measureFont,
    themeVariables: { fontFamily: request.measureFont },
  };
  const started = performance.now();
  mermaid.initialize({ ...base, theme: 'default' });
  const problems = await kit.check(mermaid, request);
  if (problems.length) return { problems };

  /**
   * Math.random, seeded the same before each drawing: Mermaid makes up commit ids and rough.js
   * wobbles lines with it, and both themes (and every drawing of the same text) must come out alike.
   */
  const seedRandom = () => {
    let state = 0x2f6b3a1d;
    Math.random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };
  // The clock stopped at one instant for both drawings: a gantt chart places undated tasks by it.
  const now = Date.now();
  const RealDate = Date;
  class StoppedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length) super(...(args as ConstructorParameters<DateConstructor>));
      else super(now);
    }
    static now() {
      return now;
    }
  }
  window.Date = StoppedDate as DateConstructor;

  const holders: HTMLElement[] = [];
  const renderTimes: number[] = [];
  const draw = async (theme: string): Promise<SVGSVGElement> => {
    seedRandom();
    mermaid.initialize({ ...base, theme });
    const t = performance.now();
    const { svg } = await mermaid.render('mermaid', request.code);
    renderTimes.push(performance.now() - t);
    const holder = document.body.appendChild(document.createElement('div'));
    // Values no stylesheet writes: whatever Mermaid sets differs from them and is written onto the
    // drawing, even a colour the page here happens to have too (black text in a light page).
    holder.style.cssText = 'color: rgb(1, 2, 3); fill: rgb(1, 2, 3); stroke: rgb(1, 2, 3); font: 13.37px/1.37 unset-font';
    holders.push(holder);
    holder.innerHTML = svg;
    const element = holder.querySelector('svg')!;
    // At its own size (Mermaid fits it to the page's width), so its texts measure as drawn.
    const box = element.viewBox.baseVal;
    element.setAttribute('width', String(Math.ceil(box.width)));
    element.setAttribute('height', String(Math.ceil(box.height)));
    element.style.maxWidth = 'none';
    kit.fitBox(element);
    kit.inlineStyles(element);
    kit.readableLabels(element, theme === 'dark' ? [0, 0, 0] : [255, 255, 255]);
    kit.pruneDefinitions(element);
    return element;
  };

  try {
    const checked = performance.now();
    const light = await draw('default');
    const unshown = kit.unshown(light, request);
    if (unshown.length) return { problems: unshown };
    const smallest = kit.smallestText(light);
    const lightDrawn = performance.now();
    // Renamed while the dark drawing is made: Mermaid's stylesheet addresses the drawing by its id.
    light.id = 'mermaid-light';
    const dark = await draw('dark');
    const darkDrawn = performance.now();
    dark.id = light.id;
    const different = kit.merge(light, dark, kit.idMap(light, dark));
    if (different) throw new Error(`the light and the dark drawings differ (${different})`);
    light.id = 'mermaid';
    kit.compact(light);
    // Drawn at its own size: the page decides how it fits.
    for (const name of ['max-width', 'width', 'height']) light.style.removeProperty(name);
    const unquoted = (font: string) => font.replace(/["']/g, '');
    for (const element of [light, ...light.querySelectorAll('*')]) {
      const style = (element as SVGElement).style;
      if (style && unquoted(style.fontFamily) === unquoted(request.measureFont)) style.fontFamily = request.displayFont;
    }
    light.setAttribute(request.smallestTextAttribute, String(Math.round(smallest * 100) / 100));
    const svg = new XMLSerializer().serializeToString(light);
    const merged = performance.now();
    const timings = { render: renderTimes, check: checked - started, light: lightDrawn - checked, dark: darkDrawn - lightDrawn, merge: merged - darkDrawn };
    return { svg, smallestText: smallest, timings };
  } finally {
    for (const holder of holders) holder.remove();
    window.Date = RealDate;
  }
}
