// The part of the drawing that runs in the browser (./draw.ts hands drawInPage to the page, which
// has Mermaid loaded): Mermaid's parser checks the diagram and counts its parts before anything is
// drawn, then Mermaid draws it twice, in its light and its dark theme. Each drawing's stylesheet is
// written onto its elements (the site's policy allows no <style> in a page), and the two are
// merged into one SVG whose colours are light-dark() pairs: it follows the page's theme and its
// toggle without being drawn again. Everything the page needs is defined inside drawInPage: the
// browser receives that one function's text.

export interface DrawRequest {
  /** The block as written: what Mermaid draws (front matter and directives included). */
  code: string;
  /** The lines from the header on, comments and directives blanked (lib/content/noteDiagramSource.ts). */
  checkText: string;
  /** The index of the header line in the block: line n of checkText is line headerIndex + n of the block. */
  headerIndex: number;
  limits: { nodes: number; edges: number; problems: number };
  /** The font text is measured in: the widest common sans, so the text fits whatever font shows it. */
  measureFont: string;
  /** The font the page shows the text in. */
  displayFont: string;
  /** The attribute the drawing's smallest text size is written in, for the page to keep it readable. */
  smallestTextAttribute: string;
}

export interface DrawnInPage {
  svg: string;
  /** The smallest text of the drawing, in px at its own size. */
  smallestText: number;
  /** Where the time went, in ms: Mermaid's checks, each theme's drawing with its styles written out, the merge. */
  timings: { render: number[]; check: number; light: number; dark: number; merge: number };
}

export type DrawResult = { problems: Array<{ line: number; message: string }> } | DrawnInPage;

interface MermaidError extends Error {
  hash?: { line?: number; loc?: { first_line: number }; token?: string | number; text?: string; expected?: string[] };
}

interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  parse(text: string): Promise<unknown>;
  render(id: string, text: string): Promise<{ svg: string }>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ type: string; db: { getData?: () => { nodes?: unknown[]; edges?: unknown[] } } }> };
}

export async function drawInPage(request: DrawRequest): Promise<DrawResult> {
  const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
  const { limits } = request;
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
    maxEdges: limits.edges,
    fontFamily: request.measureFont,
    themeVariables: { fontFamily: request.measureFont },
  };
  mermaid.initialize({ ...base, theme: 'default' });

  const lines = request.checkText.split('\n');
  const lastLine = lines.reduce((last, line, i) => (line.trim() ? i + 1 : last), 1);
  const blockLine = (line: number) => request.headerIndex + line;
  const EDGE_LIMIT = /^Edge limit exceeded/;

  type Parsed = Awaited<ReturnType<Mermaid['mermaidAPI']['getDiagramFromText']>>;
  /** The last text parsed without an error: its parts are counted without parsing it again. */
  let parsed: Parsed | undefined;
  async function parseError(text: string): Promise<MermaidError | undefined> {
    try {
      parsed = await mermaid.mermaidAPI.getDiagramFromText(text);
      return undefined;
    } catch (error) {
      return error as MermaidError;
    }
  }

  /** The line Mermaid names in an error: its parser's, its lexer's, or its message's. */
  function lineIn(error: MermaidError): number | undefined {
    if (error.hash?.loc?.first_line) return error.hash.loc.first_line;
    if (typeof error.hash?.line === 'number') return error.hash.line + 1;
    const said = /\bline (\d+)/.exec(error.message);
    return said ? Number(said[1]) : undefined;
  }

  /**
   * The first line whose addition makes the diagram fail as `fails` says: the lines up to it fail,
   * those before it do not. For what Mermaid says without naming a line (an edge to a part not
   * declared yet, one edge too many); log n parses of the diagram, not n.
   */
  async function firstLineWhere(fails: (text: string) => Promise<boolean>): Promise<number | undefined> {
    let low = 1;
    let high = lines.length;
    if (!(await fails(lines.join('\n')))) return undefined;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if (await fails(lines.slice(0, middle).join('\n'))) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  function reason(error: MermaidError): string {
    const message = error.message.replace(/^Parsing failed:\s*/, '').trim();
    const expected = /Expecting (.+), got '([^']*)'/.exec(message);
    if (expected) {
      const wanted = expected[1]!.split(', ');
      return `Mermaid expected ${wanted.slice(0, 6).join(', ')}${wanted.length > 6 ? ', …' : ''} where it found ${expected[2] === 'EOF' || expected[2] === '1' ? 'the end' : `'${expected[2]}'`}`;
    }
    if (/^Lexical error/.test(message)) return 'Mermaid does not know a word or sign of it';
    return message.split('\n')[0]!;
  }

  const started = performance.now();
  const problems: Array<{ line: number; message: string }> = [];
  const seen = new Set<number>();
  for (let round = 0; round < limits.problems; round++) {
    const error = await parseError(lines.join('\n'));
    if (!error) break;
    if (EDGE_LIMIT.test(error.message)) {
      const line = (await firstLineWhere(async (text) => EDGE_LIMIT.test((await parseError(text))?.message ?? ''))) ?? lastLine;
      problems.push({ line: blockLine(line), message: `with more than ${limits.edges} edges by this line: a diagram may have at most ${limits.edges} (the limit); split it into smaller diagrams` });
      break;
    }
    if (/^UnknownDiagramError|No diagram type detected/.test(`${error.name} ${error.message}`)) {
      problems.push({ line: blockLine(1), message: `of a kind Mermaid does not draw (got ${JSON.stringify(lines[0]!.trim())}): the first line names the kind, e.g. "flowchart LR", "sequenceDiagram", "classDiagram"` });
      break;
    }
    let line = lineIn(error);
    if (line === undefined) line = (await firstLineWhere(async (text) => (await parseError(text))?.message === error.message)) ?? lastLine;
    const atEnd = line > lastLine || error.hash?.token === 'EOF' || error.hash?.token === 1;
    line = Math.min(line, lastLine);
    const text = lines[line - 1]!.trim();
    problems.push({
      line: blockLine(line),
      message: atEnd
        ? `that ends before Mermaid could read it to the end: ${reason(error)} (a bracket, a quote, or a block opened with subgraph, loop, alt or { that is never closed?)`
        : `Mermaid cannot read at this line: ${reason(error)} (got ${JSON.stringify(text)})`,
    });
    // Blanked, the line lets the parser go on to the next problem; one it cannot get past ends the list.
    if (atEnd || line === 1 || seen.has(line)) break;
    seen.add(line);
    lines[line - 1] = '';
  }
  if (problems.length) return { problems };

  // Its parts counted before anything is drawn: a graph's nodes (Mermaid itself counts the edges),
  // in the order they are first named; the line that names the first one past the limit is named.
  const nodes = (parsed?.db.getData?.().nodes ?? []) as Array<{ id?: string; label?: string }>;
  if (nodes.length > limits.nodes) {
    const { id = '', label = '' } = nodes[limits.nodes]!;
    // By its id where the diagram writes one, else by its label (a mindmap's nodes have only labels).
    const lineNaming = (name: string) => {
      const word = new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`);
      return name ? lines.findIndex((text, i) => i > 0 && word.test(text)) + 1 : 0;
    };
    const line = lineNaming(id) || lineNaming(label) || lastLine;
    return { problems: [{ line: blockLine(line), message: `with more than ${limits.nodes} nodes by this line: a diagram may have at most ${limits.nodes} (the limit); split it into smaller diagrams` }] };
  }

  const holders: HTMLElement[] = [];

  /** Mermaid's stylesheet for the drawing, written onto its elements, each only where it changes something. */
  function inlineStyles(svg: SVGSVGElement) {
    const sheetElements = [...svg.querySelectorAll('style')];
    const properties = new Set<string>();
    for (const element of sheetElements) {
      for (const rule of [...(element.sheet?.cssRules ?? [])]) {
        const style = (rule as CSSStyleRule).style;
        if (!style) continue;
        for (let i = 0; i < style.length; i++) if (!style[i]!.startsWith('--')) properties.add(style[i]!);
      }
    }
    const names = [...properties];
    const elements = [svg, ...svg.querySelectorAll('*')].filter((element) => !element.closest('style'));
    const styled = elements.map((element) => {
      const computed = getComputedStyle(element);
      return names.map((name) => computed.getPropertyValue(name));
    });
    for (const element of sheetElements) element.remove();
    // Parents first, a level at a time: a child inherits what its parent was just given, so an
    // inherited colour is written once, on the element that sets it.
    const depth = (element: Element) => {
      let d = 0;
      for (let node: Element | null = element; node && node !== svg; node = node.parentElement) d++;
      return d;
    };
    const byDepth = new Map<number, number[]>();
    elements.forEach((element, i) => byDepth.set(depth(element), [...(byDepth.get(depth(element)) ?? []), i]));
    for (const level of [...byDepth.keys()].sort((a, b) => a - b)) {
      const indexes = byDepth.get(level)!;
      const changes = indexes.map((i) => {
        const computed = getComputedStyle(elements[i]!);
        return names.flatMap((name, j) => (computed.getPropertyValue(name) === styled[i]![j] ? [] : [[name, styled[i]![j]!] as const]));
      });
      indexes.forEach((i, k) => {
        const element = elements[i] as HTMLElement | SVGElement;
        for (const [name, value] of changes[k]!) element.style.setProperty(name, value);
      });
    }
  }

  /** The size of a drawing's smallest text, at the drawing's own scale. */
  function smallestText(svg: SVGSVGElement): number {
    let smallest = Infinity;
    for (const element of svg.querySelectorAll('*')) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!own) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      const placed = element instanceof SVGGraphicsElement ? element : element.closest('foreignObject');
      const matrix = placed instanceof SVGGraphicsElement ? placed.getCTM() : null;
      const scale = matrix ? Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c)) : 1;
      if (size * scale > 0) smallest = Math.min(smallest, size * scale);
    }
    return Number.isFinite(smallest) ? smallest : 16;
  }

  /**
   * Definitions nothing points at (Mermaid defines every arrowhead and filter of the kind, and the
   * dark theme a gradient the classic look never uses): left out, and the two themes' drawings
   * then hold the same elements.
   */
  function pruneDefinitions(svg: SVGSVGElement) {
    const used = new Set<string>();
    for (const element of svg.querySelectorAll('*')) {
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name)!;
        for (const match of value.matchAll(/url\(\s*["']?#([^)"'\s]+)/g)) used.add(match[1]!);
        if (/(^|:)href$/.test(name) && value.startsWith('#')) used.add(value.slice(1));
      }
    }
    const DEFINITIONS = 'linearGradient, radialGradient, filter, pattern, marker, clipPath, mask, symbol';
    for (const definition of svg.querySelectorAll(DEFINITIONS)) if (!used.has(definition.id)) definition.remove();
    for (const defs of svg.querySelectorAll('defs')) if (!defs.children.length) defs.remove();
  }

  /**
   * Math.random, seeded the same before each drawing: Mermaid makes up commit ids and rough.js
   * wobbles lines with it, and both themes (and every drawing of the same text) must come out alike.
   */
  function seedRandom() {
    let state = 0x2f6b3a1d;
    Math.random = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** The clock stopped at one instant for both drawings: a gantt chart places undated tasks by it. */
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
  (window as unknown as { Date: DateConstructor }).Date = StoppedDate as DateConstructor;

  const renderTimes: number[] = [];
  /** WCAG's contrast of two colours given as computed rgb()/rgba() values, the second one opaque. */
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (a: number[], b: number[]) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const rounded = (colour: number[]) => colour.slice(0, 3).map(Math.round).join(',');
  /** A colour over another, by its alpha. */
  const over = (top: number[], under: number[]) => [0, 1, 2].map((i) => top[i]! * (top[3] ?? 1) + under[i]! * (1 - (top[3] ?? 1)));

  /**
   * Text on a label's own background, made readable where the theme falls short of WCAG AA
   * (4.5:1; Mermaid's dark edge labels are #ccc on #585858, 4.4:1): the text moved toward black
   * or white just enough. Text on a shape is left as the theme has it.
   */
  function readableLabels(svg: SVGSVGElement, page: number[]) {
    for (const element of svg.querySelectorAll('foreignObject *')) {
      const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
      if (!own) continue;
      const backgrounds: number[][] = [];
      for (let node: Element | null = element; node && node.tagName !== 'foreignObject'; node = node.parentElement) {
        const background = channels(getComputedStyle(node).backgroundColor);
        if (background.length && (background[3] ?? 1) > 0) backgrounds.push(background);
      }
      if (!backgrounds.length) continue;
      const background = backgrounds.reduceRight((under, top) => over(top, under), page);
      let text = over(channels(getComputedStyle(element).color), background);
      const toward = luminance(background) > 0.18 ? 0 : 255;
      for (let step = 0; step < 20 && contrast(text, background) < 4.5; step++) text = text.map((v) => v + (toward - v) * 0.15);
      if (contrast(text, background) >= 4.5 && rounded(text) !== rounded(channels(getComputedStyle(element).color))) {
        (element as HTMLElement).style.color = `rgb(${text.map(Math.round).join(', ')})`;
      }
    }
  }

  async function draw(theme: string): Promise<SVGSVGElement> {
    seedRandom();
    mermaid.initialize({ ...base, theme });
    const t = performance.now();
    const { svg } = await mermaid.render('mermaid', request.code);
    renderTimes.push(performance.now() - t);
    const holder = document.body.appendChild(document.createElement('div'));
    holders.push(holder);
    holder.innerHTML = svg;
    const element = holder.querySelector('svg')!;
    // At its own size (Mermaid fits it to the page's width), so its texts measure as drawn.
    const box = element.viewBox.baseVal;
    element.setAttribute('width', String(Math.ceil(box.width)));
    element.setAttribute('height', String(Math.ceil(box.height)));
    element.style.maxWidth = 'none';
    inlineStyles(element);
    readableLabels(element, theme === 'dark' ? [0, 0, 0] : [255, 255, 255]);
    pruneDefinitions(element);
    // Mermaid's data-* attributes serve its scripts and its stylesheet, now written onto the elements.
    for (const marked of element.querySelectorAll('*')) {
      for (const name of marked.getAttributeNames()) if (name.startsWith('data-')) marked.removeAttribute(name);
    }
    return element;
  }

  // Colours a theme sets, the inherited ones among them; any other difference between the two
  // drawings means they are not the same picture, and the drawing is refused rather than guessed.
  const COLOURS = ['fill', 'stroke', 'color', 'stop-color', 'flood-color', 'lighting-color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color'];
  const INHERITED = new Set(['fill', 'stroke', 'color']);
  /** Colours that follow the element's text colour unless a rule sets them. */
  const FOLLOWS_TEXT = new Set(['border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color']);
  const asColour = (value: string) => (value === 'none' ? 'transparent' : value);
  const isColour = (value: string) => value === 'none' || CSS.supports('color', value);
  type Colours = Record<string, string>;

  /**
   * The ids of the dark drawing by those of the light one, element by element: Mermaid numbers
   * some parts with counters that run on from one drawing to the next.
   */
  function idMap(light: Element, dark: Element, map = new Map<string, string>()) {
    if (dark.id && light.id && dark.id !== light.id) map.set(dark.id, light.id);
    const count = Math.min(light.children.length, dark.children.length);
    for (let i = 0; i < count; i++) idMap(light.children[i]!, dark.children[i]!, map);
    return map;
  }

  /** The light drawing with the dark one's colours as light-dark() pairs, or where the two differ. */
  function merge(light: Element, dark: Element, ids: Map<string, string>, parent?: { light: Colours; dark: Colours }): string | undefined {
    if (light.tagName !== dark.tagName || light.childNodes.length !== dark.childNodes.length) return `<${light.tagName}> and <${dark.tagName}>`;
    const renamed = (value: string) =>
      ids.get(value) ?? value.replace(/#([^\s)"',]+)/g, (whole, id: string) => (ids.has(id) ? `#${ids.get(id)}` : whole)).split(' ').map((token) => ids.get(token) ?? token).join(' ');
    const lightComputed = getComputedStyle(light);
    const darkComputed = getComputedStyle(dark);
    const colours = { light: {} as Colours, dark: {} as Colours };
    for (const name of COLOURS) {
      colours.light[name] = lightComputed.getPropertyValue(name);
      colours.dark[name] = darkComputed.getPropertyValue(name);
    }
    for (const name of new Set([...light.getAttributeNames(), ...dark.getAttributeNames()])) {
      const a = light.getAttribute(name);
      const b = dark.getAttribute(name);
      if (name === 'style' || a === b || name === 'id' || (a !== null && b !== null && a === renamed(b))) continue;
      if (!COLOURS.includes(name)) return `${name}="${a}" and "${b}"`;
      light.removeAttribute(name);
    }
    const lightStyle = (light as HTMLElement).style;
    const darkStyle = (dark as HTMLElement).style;
    if (lightStyle && darkStyle) {
      for (const name of new Set([...lightStyle, ...darkStyle])) {
        if (COLOURS.includes(name)) continue;
        const a = lightComputed.getPropertyValue(name);
        const b = darkComputed.getPropertyValue(name);
        if (a === b || a === renamed(b)) continue;
        // A line one theme leaves out (width 0) is drawn in the other theme's width, in no colour.
        if (name === 'stroke-width' && (parseFloat(a) === 0 || parseFloat(b) === 0)) {
          const side = parseFloat(a) === 0 ? 'light' : 'dark';
          colours[side].stroke = 'transparent';
          lightStyle.setProperty(name, side === 'light' ? b : a);
          continue;
        }
        return `${name}: ${a} and ${b}`;
      }
      for (const name of COLOURS) {
        const a = colours.light[name]!;
        const b = colours.dark[name]!;
        const inherits = INHERITED.has(name) && parent && parent.light[name] === a && parent.dark[name] === b && !lightStyle.getPropertyValue(name);
        const followsText = FOLLOWS_TEXT.has(name) && a === colours.light.color && b === colours.dark.color;
        if (a === b || a === renamed(b) || inherits || followsText) continue;
        if (!isColour(a) || !isColour(b)) return `${name}: ${a} and ${b}`;
        const important = lightStyle.getPropertyPriority(name) || darkStyle.getPropertyPriority(name);
        lightStyle.setProperty(name, `light-dark(${asColour(a)}, ${asColour(b)})`, important);
      }
    }
    for (let i = 0; i < light.childNodes.length; i++) {
      const a = light.childNodes[i]!;
      const b = dark.childNodes[i]!;
      if (a.nodeType !== b.nodeType) return 'a text and an element';
      if (a.nodeType === Node.TEXT_NODE && a.textContent !== b.textContent) return `"${a.textContent}" and "${b.textContent}"`;
      if (a.nodeType === Node.ELEMENT_NODE) {
        const different = merge(a as Element, b as Element, ids, colours);
        if (different) return different;
      }
    }
    return undefined;
  }

  /** Box properties, which do nothing on an SVG shape, and coordinates to a hundredth of a pixel. */
  function compact(svg: SVGSVGElement) {
    const BOX = /^(background|border|margin|padding|outline|max-width|min-width)/;
    const COORDINATES = ['d', 'points', 'transform', 'viewBox', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'width', 'height', 'dx', 'dy'];
    for (const element of [svg, ...svg.querySelectorAll('*')]) {
      const style = (element as SVGElement).style;
      if (element.namespaceURI === 'http://www.w3.org/2000/svg' && style) {
        for (const name of [...style]) if (BOX.test(name)) style.removeProperty(name);
      }
      if (element.getAttribute('style') === '') element.removeAttribute('style');
      for (const name of COORDINATES) {
        const value = element.getAttribute(name);
        if (value && element.namespaceURI === 'http://www.w3.org/2000/svg') {
          element.setAttribute(name, value.replace(/-?\d*\.\d{3,}/g, (number) => String(Math.round(Number(number) * 100) / 100)));
        }
      }
    }
  }

  try {
    const checked = performance.now();
    const light = await draw('default');
    const smallest = smallestText(light);
    const lightDrawn = performance.now();
    // Renamed while the dark drawing is made: Mermaid's stylesheet addresses the drawing by its id.
    light.id = 'mermaid-light';
    const dark = await draw('dark');
    const darkDrawn = performance.now();
    dark.id = light.id;
    const different = merge(light, dark, idMap(light, dark));
    if (different) throw new Error(`the light and the dark drawings differ (${different})`);
    light.id = 'mermaid';
    compact(light);
    // Drawn at its own size: the page decides how it fits.
    for (const name of ['max-width', 'width', 'height']) light.style.removeProperty(name);
    const unquoted = (font: string) => font.replace(/["']/g, '');
    for (const element of [light, ...light.querySelectorAll('*')]) {
      const style = (element as SVGElement).style;
      if (style && unquoted(style.fontFamily) === unquoted(request.measureFont)) style.fontFamily = request.displayFont;
    }
    light.setAttribute(request.smallestTextAttribute, String(Math.round(smallest * 100) / 100));
    const svg = new XMLSerializer().serializeToString(light);
    const timings = { render: renderTimes, check: checked - started, light: lightDrawn - checked, dark: darkDrawn - lightDrawn, merge: performance.now() - darkDrawn };
    return { svg, smallestText: smallest, timings };
  } finally {
    for (const holder of holders) holder.remove();
    (window as unknown as { Date: DateConstructor }).Date = RealDate;
  }
}
