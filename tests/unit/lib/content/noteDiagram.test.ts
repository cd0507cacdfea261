/**
 * @jest-environment node
 */
// A drawn diagram as a note page shows it: read from the content's drawings by the hash of its
// text, its ids made unique on the page (and only its ids: a label that reads "url(#x)" stays as
// written), named for screen readers, and never shrunk below 11 px text on a phone. The drawings
// here are reduced SVGs written for the test, in the form the drawing step writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderDiagram } from '@/lib/content/noteDiagram';
import { DIAGRAM_FOLDER, diagramFile, drawnDiagrams } from '@/lib/content/noteDiagramCache';

let contentDir: string;
beforeEach(() => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'diagrams-'));
  mkdirSync(path.join(contentDir, DIAGRAM_FOLDER), { recursive: true });
});
afterEach(() => rmSync(contentDir, { recursive: true, force: true }));

function drawn(code: string, svg: string) {
  writeFileSync(path.join(contentDir, DIAGRAM_FOLDER, diagramFile(code)), svg);
  return drawnDiagrams(contentDir, 'content');
}
const naming = { name: (words: string) => `Diagram 1: ${words}` };

const FLOW = 'flowchart LR\n  A[Start] --> B["url(#x)"]';
const FLOW_SVG =
  '<svg id="mermaid" width="400" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100" role="graphics-document document" aria-roledescription="flowchart-v2" height="100" style="font-family: var(--font-sans, sans-serif); fill: light-dark(rgb(51, 51, 51), rgb(204, 204, 204));" data-smallest-text="16">' +
  '<g><marker id="mermaid_flowchart-v2-pointEnd" viewBox="0 0 10 10"><path d="M 0 0 L 10 5 L 0 10 z"/></marker>' +
  '<path d="M10,50L300,50" id="mermaid-L_A_B_0" style="stroke: light-dark(rgb(51, 51, 51), rgb(211, 211, 211));" marker-end="url(#mermaid_flowchart-v2-pointEnd)" clip-path="url(#elsewhere)"/>' +
  '<g class="node"><foreignObject width="60" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><span class="nodeLabel"><p>Start</p></span></div></foreignObject></g>' +
  '<g class="node"><text>url(#x)</text><use href="#mermaid-L_A_B_0"/></g></g></svg>';

describe('a drawn diagram in a page', () => {
  it('prefixes the ids it defines and the references to them, and leaves text and unknown ids as written', () => {
    const svg = renderDiagram(FLOW, 'diagram-2-', naming, drawn(FLOW, FLOW_SVG));
    expect(svg).toContain('id="diagram-2-mermaid_flowchart-v2-pointEnd"');
    expect(svg).toContain('marker-end="url(#diagram-2-mermaid_flowchart-v2-pointEnd)"');
    expect(svg).toContain('href="#diagram-2-mermaid-L_A_B_0"');
    // Not an id of this drawing, and a label's text: both as written.
    expect(svg).toContain('clip-path="url(#elsewhere)"');
    expect(svg).toContain('<text>url(#x)</text>');
  });

  it('is named by its words, in the order written, and scrolls rather than shrink its text below 11 px', () => {
    const svg = renderDiagram(FLOW, 'diagram-1-', naming, drawn(FLOW, FLOW_SVG));
    const root = /^<svg[^>]*>/.exec(svg)![0];
    expect(root).toMatch(/^<svg role="img" aria-label="Diagram 1: Start, url\(#x\)" focusable="false"/);
    // 400 px wide with 16 px text: no narrower than 400 × 11 / 16 = 275 px.
    expect(root).toContain('style="min-width: 275px; font-family: var(--font-sans, sans-serif);');
    expect(root).not.toMatch(/\s(id|aria-roledescription|data-smallest-text)=|graphics-document/);
  });

  it('is named by its title line, or the note\'s words, and described by the words it shows', () => {
    const titled = `%% title: The order flow\n${FLOW}`;
    const svg = renderDiagram(titled, 'diagram-1-', naming, drawn(titled, FLOW_SVG));
    expect(svg).toMatch(/^<svg role="img" aria-label="The order flow" aria-describedby="diagram-1-words"[^>]*><desc id="diagram-1-words">Start, url\(#x\)<\/desc>/);
    const inSection = renderDiagram(FLOW, 'diagram-1-', { ...naming, context: 'Checkout' }, drawn(FLOW, FLOW_SVG));
    expect(inSection).toMatch(/^<svg role="img" aria-label="Diagram 1: Checkout" aria-describedby="diagram-1-words"/);
  });

  it('is named by the title of its front matter, and by Mermaid\'s accTitle and accDescr', () => {
    const withFrontMatter = `---\ntitle: Release train\n---\n${FLOW}`;
    expect(renderDiagram(withFrontMatter, 'd-', naming, drawn(withFrontMatter, FLOW_SVG))).toMatch(/^<svg role="img" aria-label="Release train"/);
    const accessible = `${FLOW}\n  accTitle: Cart to payment\n  accDescr: Two steps`;
    const svg = FLOW_SVG.replace('aria-roledescription="flowchart-v2"', 'aria-labelledby="chart-title-mermaid" aria-describedby="chart-desc-mermaid"').replace(
      '<g>',
      '<title id="chart-title-mermaid">Cart to payment</title><desc id="chart-desc-mermaid">Two steps</desc><g>',
    );
    expect(renderDiagram(accessible, 'd-', naming, drawn(accessible, svg))).toMatch(/^<svg role="img" aria-label="Cart to payment" aria-describedby="d-words"[^>]*><desc id="d-words">Two steps<\/desc>/);
  });

  it('keeps text of a diagram drawn smaller than 11 px at 11 px or more, however narrow the column', () => {
    const svg = renderDiagram(FLOW, 'd-', naming, drawn(FLOW, FLOW_SVG.replace('data-smallest-text="16"', 'data-smallest-text="10"')));
    expect(svg).toContain('min-width: 440px;');
  });

  it('names the missing drawing and the command that draws it, and refuses a file that is not a drawing', () => {
    const diagrams = drawnDiagrams(contentDir, 'content');
    expect(() => renderDiagram(FLOW, 'd-', naming, diagrams)).toThrow(`content/notes/.diagrams/${diagramFile(FLOW)} is missing: run "npm run diagrams" to draw the diagram`);
    const scripted = drawn(FLOW, FLOW_SVG.replace('<g>', '<g onload="steal()">'));
    expect(() => renderDiagram(FLOW, 'd-', naming, scripted)).toThrow(/is not a drawing this site made .*: delete it and run "npm run diagrams"/);
    const linked = drawn(FLOW, FLOW_SVG.replace('<use href="#mermaid-L_A_B_0"/>', '<a href=" javascript:steal()"><text>x</text></a>'));
    expect(() => renderDiagram(FLOW, 'd-', naming, linked)).toThrow(/is not a drawing this site made/);
    // A label may say anything: only the drawing's tags are held to it.
    const talking = drawn(FLOW, FLOW_SVG.replace('<text>url(#x)</text>', '<text>onclick = javascript:alert(1) &lt;script&gt;</text>'));
    expect(renderDiagram(FLOW, 'd-', naming, talking)).toContain('<text>onclick = javascript:alert(1) &lt;script&gt;</text>');
  });
});
