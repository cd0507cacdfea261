/**
 * @jest-environment node
 */
// What the drawing step makes of each construct people write in Mermaid, drawn by the official
// renderer in a headless Chromium (the same the e2e tests use): everything the source says is in
// the drawing (a node's label wherever it is given, edges to and from a subgraph, relation markers,
// notes, autonumber, activations, classDef and style, front matter and %%{init}%%), in both themes
// at once; or the diagram is refused naming its line and why, every problem of it at once, and a
// diagram past a limit is refused before anything is drawn. The cases are written for these tests.
import type { Browser } from 'playwright-core';
import { diagramWords } from '@/lib/content/noteDiagram';
import { launchDrawingBrowser } from '@/scripts/diagrams/browser';
import { openDrawer, type Drawer, type Drawing } from '@/scripts/diagrams/draw';

jest.setTimeout(120_000);

let browser: Browser;
let drawer: Drawer;
beforeAll(async () => {
  const launched = await launchDrawingBrowser();
  if (!launched) throw new Error('These tests draw with Chromium: set CHROME_PATH, or run "npx playwright install chromium"');
  browser = launched;
  drawer = await openDrawer(browser);
});
afterAll(async () => {
  await drawer?.close();
  await browser?.close();
});

function svgOf(drawing: Drawing): string {
  if (!('svg' in drawing)) throw new Error(`not drawn: ${JSON.stringify(drawing.problems)}`);
  return drawing.svg;
}
const problemsOf = (drawing: Drawing) => ('problems' in drawing ? drawing.problems.map(({ line, message }) => `${line}: ${message}`) : []);
const colours = (svg: string) => new Set([...svg.matchAll(/rgba?\([^)]*\)/g)].map((match) => match[0]));

/** The numbers of an SVG path's first and last points. */
function ends(d: string): [[number, number], [number, number]] {
  const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  return [
    [numbers[0]!, numbers[1]!],
    [numbers.at(-2)!, numbers.at(-1)!],
  ];
}

describe('a diagram drawn with Mermaid', () => {
  it('keeps the label of a flowchart node that is used before it is labelled', async () => {
    const svg = svgOf(await drawer.draw('flowchart LR\n  A --> B\n  B[Label given later] --> C'));
    expect(diagramWords(svg)).toEqual(expect.arrayContaining(['A', 'Label given later', 'C']));
  });

  it('draws edges to and from a subgraph up to its box', async () => {
    const svg = svgOf(await drawer.draw('flowchart LR\n  In --> Stage\n  subgraph Stage [The stage]\n    Work\n  end\n  Stage --> Out'));
    const cluster = /<g class="cluster"[^>]*><rect[^>]*x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg)!;
    // A subgraph is laid out on its own and moved into place by the group it is drawn in.
    const moved = [...svg.slice(0, cluster.index).matchAll(/<g class="root" transform="translate\(([\d.]+), ([\d.]+)\)"/g)].at(-1);
    const [left, top, width, height] = cluster.slice(1).map(Number);
    const x = left! + Number(moved?.[1] ?? 0);
    const y = top! + Number(moved?.[2] ?? 0);
    const edges = [...svg.matchAll(/<path d="([^"]+)"[^>]*class="[^"]*flowchart-link/g)].map((match) => ends(match[1]!));
    expect(edges).toHaveLength(2);
    // One edge ends at the box's left side, the other starts at its right side (within an arrowhead).
    const near = (value: number, target: number) => Math.abs(value - target) < 12;
    expect(edges.some(([, [endX, endY]]) => near(endX, x!) && endY >= y! && endY <= y! + height!)).toBe(true);
    expect(edges.some(([[startX, startY]]) => near(startX, x! + width!) && startY >= y! && startY <= y! + height!)).toBe(true);
  });

  it('draws composition and aggregation markers at the end of a class relation', async () => {
    const svg = svgOf(await drawer.draw('classDiagram\n  Car *-- Wheel : has\n  Fleet o-- Car\n  Car <|-- Truck'));
    for (const marker of ['composition', 'aggregation', 'extension']) {
      const id = new RegExp(`marker-start="url\\(#([^)"]*${marker}Start[^)"]*)\\)"`).exec(svg)?.[1];
      expect(id).toBeDefined();
      // The marker the relation points at is in the drawing, with a shape in it.
      expect(svg).toMatch(new RegExp(`<marker id="${id}"[^>]*>\\s*<path`));
    }
    expect(diagramWords(svg)).toEqual(expect.arrayContaining(['Car', 'Wheel', 'has', 'Fleet', 'Truck']));
  });

  it('draws a sequence\'s notes, its message numbers and its activations', async () => {
    const svg = svgOf(await drawer.draw('sequenceDiagram\n  autonumber\n  Client->>+Server: fetch\n  Note right of Server: cached for a minute\n  activate Server\n  Server-->>-Client: page\n  deactivate Server'));
    const words = diagramWords(svg);
    expect(words).toEqual(expect.arrayContaining(['fetch', 'cached for a minute', 'page', '1', '2']));
    expect(svg.match(/class="activation\d"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('draws a state diagram\'s notes', async () => {
    const svg = svgOf(await drawer.draw('stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy : job\n  note right of Idle : waits for work'));
    expect(diagramWords(svg)).toEqual(expect.arrayContaining(['Idle', 'Busy', 'job', 'waits for work']));
  });

  it('paints classDef and style colours as written, in both themes', async () => {
    const svg = svgOf(await drawer.draw('flowchart LR\n  classDef hot fill:#f96,stroke:#333\n  A[Plain] --> B[Hot]:::hot\n  style A fill:#9cf'));
    expect([...colours(svg)]).toEqual(expect.arrayContaining(['rgb(255, 153, 102)', 'rgb(153, 204, 255)']));
    // The theme's own colours are light-dark() pairs: the page's theme picks one, no second drawing.
    expect(svg).toMatch(/light-dark\(rgb\(236, 236, 255\), rgb\(31, 32, 32\)\)/);
  });

  it('reads front matter and %%{init}%% settings: a drawn title, another theme', async () => {
    const titled = svgOf(await drawer.draw('---\ntitle: The order pipeline\n---\nflowchart LR\n  A --> B'));
    expect(diagramWords(titled)).toContain('The order pipeline');
    const forest = svgOf(await drawer.draw('%%{init: {"theme": "forest"}}%%\nflowchart LR\n  A --> B'));
    // The forest theme's node colour, the same in both themes (the diagram chose its theme).
    expect(forest).toContain('rgb(205, 228, 152)');
    expect(forest).not.toMatch(/light-dark\(rgb\(205, 228, 152\)/);
  });

  it('draws the kinds people write beyond the common five', async () => {
    for (const code of [
      'pie title Pets\n  "Dogs" : 386\n  "Cats" : 85',
      'gantt\n  dateFormat YYYY-MM-DD\n  section Build\n  Parse :a1, 2024-01-01, 3d\n  Draw :after a1, 2d',
      'gitGraph\n  commit\n  branch feature\n  commit\n  checkout main\n  merge feature',
      'mindmap\n  root((Notes))\n    Diagrams\n    Formulas',
      'timeline\n  2023 : parser\n  2024 : renderer',
      'xychart-beta\n  x-axis [a, b, c]\n  bar [1, 3, 2]',
    ]) {
      expect(svgOf(await drawer.draw(code)).startsWith('<svg')).toBe(true);
    }
  });

  it('names every line Mermaid cannot read in one go, by the line of the block', async () => {
    const drawing = await drawer.draw('%% title: Two mistakes\nflowchart LR\n  A --> B\n  B -> C\n  C --> D\n  D --> E[unclosed\n  E --> F');
    expect(problemsOf(drawing)).toEqual([
      expect.stringMatching(/^4: Mermaid cannot read at this line: Mermaid expected .*'LINK'.* where it found 'MINUS' \(got "B -> C"\)$/),
      // The bracket left open swallows the rest: named at its line, as what ends the list.
      expect.stringMatching(/^6: that ends before Mermaid could read it to the end: Mermaid expected 'SQE', .* where it found the end \(a bracket, a quote, or a block .* never closed\?\)$/),
    ]);
  });

  it('names a diagram that ends before its blocks are closed, and a kind Mermaid does not draw', async () => {
    expect(problemsOf(await drawer.draw('flowchart LR\n  subgraph One\n    A --> B'))).toEqual([expect.stringMatching(/^3: that ends before Mermaid could read it to the end: .*never closed\?\)$/)]);
    expect(problemsOf(await drawer.draw('sequenceDiagram\n  loop Every minute\n    A->>B: ping\n  B->>A: pong'))).toEqual([expect.stringMatching(/^4: that ends before Mermaid could read it to the end/)]);
    expect(problemsOf(await drawer.draw('zenuml\n  Alice->Bob: hi'))).toEqual([expect.stringMatching(/^1: of a kind Mermaid does not draw \(got "zenuml"\)/)]);
  });

  it('refuses 900 edges on one line before drawing, naming the line and the limit', async () => {
    const many = (name: string) => Array.from({ length: 30 }, (_, i) => `${name}${i}`).join(' & ');
    const drawing = await drawer.draw(`flowchart LR\n  Start --> A0\n  ${many('A')} --> ${many('B')}\n  B0 --> End`);
    expect(problemsOf(drawing)).toEqual(['3: with more than 500 edges by this line: a diagram may have at most 500 (the limit); split it into smaller diagrams']);
  });

  it('refuses more than 500 nodes before drawing, naming the line where they pass the limit', async () => {
    const nodes = Array.from({ length: 260 }, (_, i) => `  N${i}a[One] ~~~ N${i}b[Two]`);
    const drawing = await drawer.draw(['flowchart TD', ...nodes].join('\n'));
    expect(problemsOf(drawing)).toEqual(['252: with more than 500 nodes by this line: a diagram may have at most 500 (the limit); split it into smaller diagrams']);
  });

  it('names a diagram that takes longer than its time to draw', async () => {
    expect(problemsOf(await drawer.draw('flowchart LR\n  A --> B', { seconds: 0.001 }))).toEqual(['1: that took longer than 0.001 s to draw (the limit): split it into smaller diagrams']);
  });
});
