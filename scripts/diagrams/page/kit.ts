// What the page that draws the diagrams holds, between ../draw.ts (Node) and the functions it hands
// the page: each file of this folder is one function the browser receives as text (it can use
// nothing from outside itself), which installs its part on window.__diagramKit; drawInPage runs
// the drawing with them. Types only here: nothing of this file reaches the page.

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
  /** The titles the block gives Mermaid, with the line of the block each is on. */
  titles: Array<{ line: number; text: string }>;
}

export interface PageProblem {
  line: number;
  message: string;
}

export interface DrawnInPage {
  svg: string;
  /** The smallest text of the drawing, in px at its own size. */
  smallestText: number;
  /** Where the time went, in ms: Mermaid's checks, each theme's drawing with its styles written out, the merge. */
  timings: { render: number[]; check: number; light: number; dark: number; merge: number };
}

export type DrawResult = { problems: PageProblem[] } | DrawnInPage;

export interface MermaidError extends Error {
  hash?: { line?: number; loc?: { first_line: number }; token?: string | number; text?: string; expected?: string[] };
}

export interface Mermaid {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ type: string; db: { getData?: () => { nodes?: unknown[]; edges?: unknown[] } } }> };
}

export interface DiagramKit {
  /** Mermaid's parser on the diagram: every line it cannot read, or a count past a limit; none when it can be drawn. */
  check(mermaid: Mermaid, request: DrawRequest): Promise<PageProblem[]>;
  inlineStyles(svg: SVGSVGElement): void;
  readableLabels(svg: SVGSVGElement, page: number[]): void;
  pruneDefinitions(svg: SVGSVGElement): void;
  smallestText(svg: SVGSVGElement): number;
  compact(svg: SVGSVGElement): void;
  /** What the source says that the drawing does not show: a title, a <br/> shown as text. */
  unshown(svg: SVGSVGElement, request: DrawRequest): PageProblem[];
  fitBox(svg: SVGSVGElement): void;
  idMap(light: Element, dark: Element): Map<string, string>;
  merge(light: Element, dark: Element, ids: Map<string, string>): string | undefined;
}

declare global {
  interface Window {
    __diagramKit: DiagramKit;
    mermaid: Mermaid;
  }
}
