// The build's check of a ```mermaid block. The renderer reads a diagram line by line and skips,
// without a word, what it does not recognise; the build refuses such a line instead, so a diagram
// never loses a part silently. It asks the renderer itself rather than a grammar of its own: a line
// counts as read when drawing the diagram without it gives something else; a line that changes
// nothing (a participant declared again, a style given twice) is read when, drawn alone, it draws
// something the whole diagram shows. A flowchart line can also be read only up to a point (the
// renderer stops at what it does not know and keeps the start), so it must still lead to one more
// node when an edge is added at its end.
import { parseMermaid, renderMermaidASCII, renderMermaidSVG } from 'beautiful-mermaid';
import { DIAGRAM_KINDS, diagramKind, diagramWords, drawnSource, isCommentLine, isTitleLine, type DiagramKind } from './noteDiagram';

export interface DiagramProblem {
  /** The line of the block, counted from 1 (the first line after the fence). */
  line: number;
  message: string;
}

/** A node name no diagram uses, for the edge added at the end of a flowchart line. */
const LINE_END = 'zz_line_end_check';

function attempt(draw: () => string): string {
  try {
    return draw();
  } catch (error) {
    return `error: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** What the renderer makes of a diagram: its parsed graph where it gives one, else its drawing. */
function readerFor(kind: DiagramKind) {
  const cache = new Map<string, { graph?: ReturnType<typeof parseMermaid>; quick: string; svg?: string }>();
  const read = (lines: readonly string[]) => {
    const text = lines.join('\n');
    let entry = cache.get(text);
    if (!entry) {
      if (kind.graph) {
        let graph: ReturnType<typeof parseMermaid> | undefined;
        const quick = attempt(() => JSON.stringify((graph = parseMermaid(text)), (_, value: unknown) => (value instanceof Map ? [...value] : value)));
        entry = { graph, quick };
      } else {
        // The text drawing is some fifty times quicker than the SVG and shows what was parsed;
        // the SVG settles what the text drawing does not show.
        entry = { quick: attempt(() => renderMermaidASCII(text, { colorMode: 'none' })) };
      }
      cache.set(text, entry);
    }
    return entry;
  };
  const svgOf = (lines: readonly string[]) => {
    const entry = read(lines);
    entry.svg ??= attempt(() => renderMermaidSVG(lines.join('\n')));
    return entry.svg;
  };
  const differ = (a: readonly string[], b: readonly string[]) => read(a).quick !== read(b).quick || (!kind.graph && svgOf(a) !== svgOf(b));
  /** Whether the line at `index` of a flowchart, with an edge added at its end, draws that edge. */
  const readToItsEnd = (lines: readonly string[], index: number) => {
    const extended = lines.map((line, i) => (i === index ? `${line.replace(/;\s*$/, '')} --> ${LINE_END}` : line));
    return Boolean(read(extended).graph?.edges.some((edge) => edge.target === LINE_END));
  };
  const nodesOrEdges = (lines: readonly string[]) => {
    const graph = read(lines).graph;
    return graph ? JSON.stringify([[...graph.nodes], graph.edges]) : '';
  };
  return { differ, readToItsEnd, nodesOrEdges, svgOf };
}

const quote = (text: string) => JSON.stringify(text);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const READ_IN_PART = 'has a line the renderer reads only up to a point: what follows would be left out of the drawing';
/**
 * A line relating two parts, by kind: inside a class's or an entity's `{ … }` block the renderer
 * takes it for one more member or attribute, so a block left open swallows the lines after it.
 */
const RELATION: Partial<Record<string, RegExp>> = {
  class: /^\S+(\s+"[^"]*")?\s*(<\|--|--\|>|\*--|--\*|o--|--o|-->|<--|--|\.\.>|<\.\.|\.\.\|>|<\|\.\.|\.\.)\s*("[^"]*"\s+)?\S+/,
  er: /^\S+\s*(\|o|\|\||\}o|\}\|)(--|\.\.)(o\||\|\||o\{|\|\{)\s*\S+/,
};

/**
 * The first line of a diagram the renderer would not draw, and why; or that the diagram is empty,
 * of a kind the renderer does not draw, or refused by it.
 */
export function diagramProblem(code: string): DiagramProblem | undefined {
  const lines = code.split('\n');
  const headerIndex = lines.findIndex((line) => line.trim() && !isCommentLine(line));
  if (headerIndex < 0) return { line: 1, message: 'is an empty diagram' };
  const header = lines[headerIndex]!.trim();
  const kind = diagramKind(header);
  if (!kind) {
    const names = DIAGRAM_KINDS.map((known) => known.names).join(', ');
    return { line: headerIndex + 1, message: `is a kind of diagram the renderer does not draw (got ${quote(header.split(/\s/)[0]!)}): it draws ${names}` };
  }
  const drawn = attempt(() => renderMermaidSVG(drawnSource(code)));
  if (drawn.startsWith('error: ')) return { line: headerIndex + 1, message: drawn.slice('error: '.length) };

  const reader = readerFor(kind);
  // The lines the renderer reads (it trims each and drops blanks and comments), with their place.
  const content = lines.map((raw, index) => ({ text: raw.trim(), index })).filter(({ text }) => text && !isCommentLine(text));
  const all = content.map(({ text }) => text);
  const shownWords = new Set(diagramWords(drawn));
  const headerOnly = [all[0]!];
  /** The lines opening the `{` blocks still open at this point. */
  const openBlocks: string[] = [];
  for (let i = 1; i < content.length; i++) {
    const { text, index } = content[i]!;
    const without = all.filter((_, j) => j !== i);
    const alone = [all[0]!, text];
    const problem = (message: string) => ({ line: index + 1, message: `${message} (got ${quote(text)})` });
    // A class's or an entity's block holds members only: a relation or another block in it means
    // the block's "}" is missing, and the renderer would draw the lines after it as members.
    const opener = openBlocks.at(-1);
    if (opener !== undefined && RELATION[kind.name] && (RELATION[kind.name]!.test(text) || text.endsWith('{'))) {
      return problem(`is inside the block ${quote(opener)} opens: a "}" is missing before it, so the renderer would draw it as a member`);
    }
    // A flowchart line of nodes and edges (it draws nodes on its own) must be read to its end.
    const partly = (context: readonly string[], at: number) =>
      kind.name === 'flowchart' && reader.nodesOrEdges(alone) !== reader.nodesOrEdges(headerOnly) && !reader.readToItsEnd(context, at);
    const closing = text === '}' && openBlocks.length > 0;
    if (text.endsWith('{')) openBlocks.push(text);
    else if (closing) openBlocks.pop();
    if (reader.differ(all, without)) {
      if (reader.nodesOrEdges(all) !== reader.nodesOrEdges(without) && partly(all, i)) return problem(READ_IN_PART);
      continue;
    }
    // The renderer does not draw a title line of every kind: that line is the diagram's name. A
    // brace closing the last block of a class or ER diagram changes nothing: the end closes it too.
    if (isTitleLine(text) || closing) continue;
    if (!reader.differ(alone, headerOnly)) return problem('has a line the renderer cannot read, so the drawing would leave it out');
    if (partly(alone, 1)) return problem(READ_IN_PART);
    // A word an earlier line already writes is a name the line refers to, not words it gives.
    const earlier = all.slice(0, i).join('\n');
    const missing = diagramWords(reader.svgOf(alone)).filter((word) => !shownWords.has(word) && !new RegExp(`(^|\\W)${escapeRegExp(word)}(\\W|$)`).test(earlier));
    if (missing.length > 0) {
      return problem(`has a line whose words the drawing would not show (${missing.map(quote).join(', ')}): the renderer keeps the words of the line that first names a part; give them there`);
    }
  }
  return undefined;
}
