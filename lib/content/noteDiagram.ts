// A note's ```mermaid blocks as inline SVG, drawn at build time by beautiful-mermaid (no DOM, no
// browser, no script on the page). The SVG is drawn in the site's colour tokens, so it follows the
// theme toggle without being drawn again; its own <style> (a web-font import and the colour
// derivations) is dropped: the page's policy allows no inline stylesheet or outside font, and the
// derivations live in the note's CSS module. The build's check of a block is ./noteDiagramCheck.ts.
import { renderMermaidSVG } from 'beautiful-mermaid';

export interface DiagramKind {
  name: string;
  /** The headers, as a writer would look them up. */
  names: string;
  header: RegExp;
  /** Whether the renderer's exported parser reads it (flowcharts and state diagrams). */
  graph: boolean;
}

/** The kinds the renderer draws, by their first line (as it tells them apart). */
export const DIAGRAM_KINDS: readonly DiagramKind[] = [
  { name: 'flowchart', names: 'graph / flowchart', header: /^(graph|flowchart)\b/i, graph: true },
  { name: 'state', names: 'stateDiagram-v2', header: /^stateDiagram(-v2)?\s*$/i, graph: true },
  { name: 'sequence', names: 'sequenceDiagram', header: /^sequenceDiagram\s*$/i, graph: false },
  { name: 'class', names: 'classDiagram', header: /^classDiagram\s*$/i, graph: false },
  { name: 'er', names: 'erDiagram', header: /^erDiagram\s*$/i, graph: false },
  { name: 'xychart', names: 'xychart-beta', header: /^xychart(-beta)?\b/i, graph: false },
];

export function diagramKind(header: string): DiagramKind | undefined {
  return DIAGRAM_KINDS.find((kind) => kind.header.test(header.trim()));
}

export function isCommentLine(line: string): boolean {
  return line.trim().startsWith('%%');
}

const TITLE_LINE = /^\s*(?:%%\s*)?title:?\s+(.+?)\s*$/i;

/** A `%% title: …` line, or the `title …` line of the kinds that have one. */
export function isTitleLine(line: string): boolean {
  return TITLE_LINE.test(line);
}

/** The optional title line of a diagram, `%% title: …`, or its `title …` line. */
export function diagramTitle(code: string): string | undefined {
  for (const raw of code.split('\n')) {
    const match = TITLE_LINE.exec(raw);
    if (match) return match[1]!.replace(/^"(.*)"$/, '$1');
  }
  return undefined;
}

/**
 * The diagram as the renderer is given it: the lines it reads, without blanks and comments. The
 * renderer tells the kind from the very first line, so a `%% title:` line above a sequence or class
 * diagram would make it read the diagram as a flowchart.
 */
export function drawnSource(code: string): string {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !isCommentLine(line))
    .join('\n');
}

/** The words a diagram shows (its labels, one entry per text element), in the order drawn. */
export function diagramWords(svg: string): string[] {
  const words = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((match) =>
    decodeEntities(
      match[1]!
        // A tspan placed on its own (x=…) starts a new line of the label; the others style a part of one.
        .replace(/<tspan\b[^>]*\sx="[^"]*"[^>]*>/g, ' ')
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  return [...new Set(words.filter(Boolean))];
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface DiagramNaming {
  /** The note's words about the diagram (the heading of its section, say), if it has any. */
  context?: string;
  /** The accessible name from the note's words, or failing them from the words the diagram shows. */
  name: (words: string) => string;
}

/**
 * The SVG of a diagram, in the site's colours (the note's CSS module maps the renderer's colour
 * variables to the tokens), with ids unique on the page (`idPrefix`) and an accessible name: its
 * title, else the note's words about it, else the words it shows. Named by other words, it carries
 * its own as its description: a picture's texts are not read out. Throws when it does not parse.
 */
export function renderDiagram(code: string, idPrefix: string, naming: DiagramNaming): string {
  const svg = renderMermaidSVG(drawnSource(code), { transparent: true });
  // In the order the writer wrote them, not the order they are drawn (edge labels before nodes).
  const place = (word: string) => (code.indexOf(word) + code.length + 1) % (code.length + 1);
  const words = diagramWords(svg)
    .sort((a, b) => place(a) - place(b))
    .join(', ');
  const title = diagramTitle(code);
  const name = title ?? naming.name(naming.context ?? words);
  // Pointed at as well as placed: not every reader of the page takes an SVG's <desc> on its own.
  const described = Boolean((title ?? naming.context) && words);
  const description = described ? `<desc id="${idPrefix}words">${escapeText(words)}</desc>` : '';
  return svg
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/^<svg\b([^>]*?)\s+style="[^"]*"/, '<svg$1')
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${idPrefix}$1"`)
    .replace(/^<svg\b([^>]*)>/, `<svg role="img" aria-label="${escapeText(name)}"${described ? ` aria-describedby="${idPrefix}words"` : ''} focusable="false"$1>${description}`);
}
