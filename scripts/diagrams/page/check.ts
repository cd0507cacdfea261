// In the drawing page: Mermaid's own parser on a diagram before anything is drawn. Every line it
// cannot read is named: the line is blanked and the parse goes on, up to the limit of problems, so
// one run names them all; an edge or node count past its limit is named with the line that passes
// it. One parse of the whole text when nothing is wrong (Mermaid's parsers read a line at a time).
import type { DiagramKit, Mermaid, MermaidError, PageProblem } from './kit';

export function installCheck() {
  const EDGE_LIMIT = /^Edge limit exceeded/;

  /** The line Mermaid names in an error: its parser's, its lexer's, or its message's. */
  function lineIn(error: MermaidError): number | undefined {
    if (error.hash?.loc?.first_line) return error.hash.loc.first_line;
    if (typeof error.hash?.line === 'number') return error.hash.line + 1;
    const said = /\bline (\d+)/.exec(error.message);
    return said ? Number(said[1]) : undefined;
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

  const check: DiagramKit['check'] = async (mermaid: Mermaid, request) => {
    const { limits } = request;
    const lines = request.checkText.split('\n');
    const lastLine = lines.reduce((last, line, i) => (line.trim() ? i + 1 : last), 1);
    const blockLine = (line: number) => request.headerIndex + line;
    type Parsed = Awaited<ReturnType<Mermaid['mermaidAPI']['getDiagramFromText']>>;
    /** The last text parsed without an error: its parts are counted without parsing it again. */
    let parsed: Parsed | undefined;
    const parseError = async (text: string): Promise<MermaidError | undefined> => {
      try {
        parsed = await mermaid.mermaidAPI.getDiagramFromText(text);
        return undefined;
      } catch (error) {
        return error as MermaidError;
      }
    };
    /**
     * The first line whose addition makes the diagram fail as `fails` says: for what Mermaid says
     * without naming a line (an edge to a part not declared yet, one edge too many); log n parses.
     */
    const firstLineWhere = async (fails: (text: string) => Promise<boolean>): Promise<number> => {
      let low = 1;
      let high = lines.length;
      while (low < high) {
        const middle = Math.floor((low + high) / 2);
        if (await fails(lines.slice(0, middle).join('\n'))) high = middle;
        else low = middle + 1;
      }
      return low;
    };
    const limit = (count: number, what: string, line: number): PageProblem => ({
      line: blockLine(line),
      message: `with more than ${count} ${what} by this line: a diagram may have at most ${count} (the limit); split it into smaller diagrams`,
    });

    const problems: PageProblem[] = [];
    const seen = new Set<number>();
    for (let round = 0; round < limits.problems; round++) {
      const error = await parseError(lines.join('\n'));
      if (!error) break;
      if (EDGE_LIMIT.test(error.message)) {
        problems.push(limit(limits.edges, 'edges', await firstLineWhere(async (text) => EDGE_LIMIT.test((await parseError(text))?.message ?? ''))));
        break;
      }
      if (/^UnknownDiagramError|No diagram type detected/.test(`${error.name} ${error.message}`)) {
        problems.push({ line: blockLine(1), message: `of a kind Mermaid does not draw (got ${JSON.stringify(lines[0]!.trim())}): the first line names the kind, e.g. "flowchart LR", "sequenceDiagram", "classDiagram"` });
        break;
      }
      let line = lineIn(error) ?? (await firstLineWhere(async (text) => (await parseError(text))?.message === error.message));
      const atEnd = line > lastLine || error.hash?.token === 'EOF' || error.hash?.token === 1;
      line = Math.min(line, lastLine);
      problems.push({
        line: blockLine(line),
        message: atEnd
          ? `that ends before Mermaid could read it to the end: ${reason(error)} (a bracket, a quote, or a block opened with subgraph, loop, alt or { that is never closed?)`
          : `Mermaid cannot read at this line: ${reason(error)} (got ${JSON.stringify(lines[line - 1]!.trim())})`,
      });
      // Blanked, the line lets the parser go on to the next problem; one it cannot get past ends the list.
      if (atEnd || line === 1 || seen.has(line)) break;
      seen.add(line);
      lines[line - 1] = '';
    }
    if (problems.length) return problems;

    // A graph's nodes, in the order they are first named (Mermaid itself counts the edges): the
    // line naming the first one past the limit, by its id, else by its label (a mindmap's nodes have only labels).
    const nodes = (parsed?.db.getData?.().nodes ?? []) as Array<{ id?: string; label?: string }>;
    if (nodes.length <= limits.nodes) return [];
    const { id = '', label = '' } = nodes[limits.nodes]!;
    const lineNaming = (name: string) => {
      const word = new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\w]|$)`);
      return name ? lines.findIndex((text, i) => i > 0 && word.test(text)) + 1 : 0;
    };
    return [limit(limits.nodes, 'nodes', lineNaming(id) || lineNaming(label) || lastLine)];
  };

  window.__diagramKit = { ...window.__diagramKit, check };
}
