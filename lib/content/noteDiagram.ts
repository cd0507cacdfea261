// A note's ```mermaid blocks as inline SVG, drawn at build time by beautiful-mermaid (no DOM, no
// browser, no script on the page). The SVG is drawn in the site's colour tokens, so it follows the
// theme toggle without being drawn again; its own <style> (a web-font import and the colour
// derivations) is dropped: the page's policy allows no inline stylesheet or outside font, and the
// derivations live in the note's CSS module.
import { renderMermaidSVG } from 'beautiful-mermaid';

/** A diagram's first meaningful line: the kind of diagram. */
function headerOf(lines: readonly string[]): string {
  return lines.find((line) => line.trim() && !line.trim().startsWith('%%'))?.trim() ?? '';
}

const FLOWCHART_KEYWORDS = /^(classDef|class|style|linkStyle|direction|subgraph|click)\s|^end$/;
const SEQUENCE_LINE =
  /^(?:(participant|actor)\s+\S+(\s+as\s+.+)?|Note\s+(left of|right of|over)\s+[^:]+:.*|(loop|alt|opt|par|critical|break|rect|else|and)(\s.*)?|end|autonumber|title\s.*|(activate|deactivate)\s+\S+|[^-<>:]+?\s*(-{1,2}>>|-{1,2}>|-{1,2}[x)])[+-]?\s*[^:]+:.*)$/i;

/** Whether a line's brackets and quotes close where they open. */
function balanced(line: string): boolean {
  const closing: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
  const stack: string[] = [];
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (closing[char]) stack.push(closing[char]);
    else if (']})'.includes(char) && stack.pop() !== char) return false;
  }
  return stack.length === 0 && !quoted;
}

/** A flowchart line that ends on an arrow or an edge label leads nowhere. */
const DANGLING_EDGE = /(?:--+|==+|-\.+-|~~~)[>xo]?\s*(?:\|[^|]*\|)?\s*$/;

/** Whether a flowchart line reads as nodes and complete edges (an edge label's bars come in pairs). */
function flowchartLine(line: string): boolean {
  return FLOWCHART_KEYWORDS.test(line) || (balanced(line) && !DANGLING_EDGE.test(line) && (line.match(/\|/g)?.length ?? 0) % 2 === 0);
}

/**
 * The first line (counted from 1 in the block) the renderer would not understand, and why. The
 * renderer reads a diagram line by line and skips what it does not recognise; the build refuses
 * such a line instead, so a diagram never loses a part silently.
 */
export function diagramProblem(code: string): { line: number; message: string } | undefined {
  const lines = code.split('\n');
  const headerLine = lines.findIndex((line) => line.trim() && !line.trim().startsWith('%%'));
  const header = headerOf(lines);
  if (!header) return { line: 1, message: 'is an empty diagram' };
  const kind = /^(graph|flowchart)\b/i.test(header) ? 'flowchart' : /^sequenceDiagram\b/i.test(header) ? 'sequence' : 'other';
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (index <= headerLine || !line || line.startsWith('%%')) continue;
    const understood =
      kind === 'flowchart'
        ? flowchartLine(line)
        : kind === 'sequence'
          ? SEQUENCE_LINE.test(line)
          : true;
    if (!understood) return { line: index + 1, message: `has a line the diagram cannot read (got ${JSON.stringify(line)})` };
  }
  try {
    renderMermaidSVG(code);
  } catch (error) {
    return { line: headerLine + 1, message: error instanceof Error ? error.message : String(error) };
  }
  return undefined;
}

/** The optional title line of a diagram, `%% title: …`, or its `title …` line. */
export function diagramTitle(code: string): string | undefined {
  for (const raw of code.split('\n')) {
    const match = /^\s*(?:%%\s*)?title:?\s+(.+?)\s*$/i.exec(raw);
    if (match) return match[1];
  }
  return undefined;
}

/** The words a diagram shows (its node and message labels), for its accessible name when it has no title. */
export function diagramWords(svg: string): string[] {
  const words = [...svg.matchAll(/<text\b[^>]*>([^<]+)<\/text>/g)].map((match) => decodeEntities(match[1]!.trim())).filter(Boolean);
  return [...new Set(words)];
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The SVG of a diagram, in the site's colours (the note's CSS module maps the renderer's colour
 * variables to the tokens), with ids unique on the page (`idPrefix`) and an accessible name: its
 * title, else `nameOf` the words it shows. Throws when the diagram does not parse.
 */
export function renderDiagram(code: string, idPrefix: string, nameOf: (words: string[]) => string): string {
  const svg = renderMermaidSVG(code, { transparent: true });
  const name = diagramTitle(code) ?? nameOf(diagramWords(svg));
  return svg
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/^<svg\b([^>]*?)\s+style="[^"]*"/, '<svg$1')
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}$1"`)
    .replace(/^<svg\b/, `<svg role="img" aria-label="${escapeAttribute(name)}" focusable="false"`);
}
