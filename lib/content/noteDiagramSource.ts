// A ```mermaid block read as Mermaid reads it, without drawing it: its front matter, its %%{…}%%
// directives, its comments and the line that names its kind. What can be told from the text alone
// is checked here, in every process that loads the content (one pass over the lines, no browser);
// what needs Mermaid's own parser is checked where the diagram is drawn (scripts/diagrams/).
import { parse as parseYaml } from 'yaml';

/**
 * The limits a diagram is held to, named when hit. Characters are Mermaid's own maxTextSize and
 * edges its maxEdges; nodes and lines keep a drawing to seconds (a 500-edge flowchart or a
 * 1,000-line sequence takes a few); the time bounds whatever slips past them, with room for a big
 * real diagram on a busy machine (the largest of the corpus, 180 lines of subgraphs, took 50 s).
 */
export const DIAGRAM_LIMITS = { characters: 50_000, lines: 2_000, nodes: 500, edges: 500, problems: 10, seconds: 120 } as const;

export interface DiagramProblem {
  /** The line of the block, counted from 1 (the first line after the fence). */
  line: number;
  /** What is wrong, worded to follow "has a diagram ". */
  message: string;
}

export interface DiagramSource {
  lines: string[];
  /** The index of the line naming the kind ("flowchart LR"), or -1 when the block has none. */
  headerIndex: number;
  /**
   * The lines from the header on, each where it was, with comments and directives blanked: the
   * text the check hands Mermaid's parser, so that the line it names is the line of the block.
   */
  checkText: string;
  /** The front matter's fields (title, config, displayMode), when the block has front matter. */
  frontMatter?: Record<string, unknown>;
  /** The text of `%% title: …`, the site's way to name a diagram for screen readers. */
  title?: string;
  /** The titles the block gives Mermaid (front matter, a `title` line), each with its line: the drawing must show them. */
  titles: Array<{ line: number; text: string }>;
  problems: DiagramProblem[];
}

const COMMENT = /^\s*%%(?!\{)/;
const TITLE_COMMENT = /^\s*%%\s*title:\s*(.+?)\s*$/i;
/** Mermaid's own pattern of a directive (its utils), without the flags. */
const DIRECTIVE = /%{2}\{\s*(?:(\w+)\s*:|(\w+))\s*(?:(\w+)|((?:(?!\}%{2}).|\r?\n)*))?\s*(?:\}%{2})?/g;
const DIRECTIVE_TYPES = new Set(['init', 'initialize', 'wrap']);
const FRONT_MATTER_KEYS = new Set(['title', 'config', 'displayMode']);

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/**
 * Lines a page without scripts, icon fonts or outside pictures cannot honour: Mermaid draws the
 * diagram without them and says nothing, so the check names them. A link (`click A href "…"`) is
 * drawn as a link.
 */
const UNDRAWABLE: ReadonlyArray<{ pattern: RegExp; message: string }> = [
  {
    pattern: /^\s*(?:click\s+\S+\s+(?:call\s|callback\b|(?!href\b)[A-Za-z_$][\w$]*\s*(?:"[^"]*"\s*)?$)|callback\s)/,
    message: 'with a line that asks for a script to run on a click, and the page runs none: the click would do nothing. Delete the line, or link the node: click A href "https://…"',
  },
  {
    pattern: /^\s*links?\s+[^:]+:/,
    message: 'with a line that gives a participant a menu of links, which needs a script the page does not run. Put the links in the note\'s text',
  },
  {
    pattern: /::icon\(|\bfa[bklrs]?:fa-[\w-]+/,
    message: 'with a line that names a Font Awesome icon, and the page loads no icon font: the icon would be blank. Write a word, or an emoji',
  },
  {
    pattern: /@\{[^}]*\b(?:icon|img)\s*:/,
    message: 'with a line that draws an icon or a picture from outside the site, which the page neither loads nor allows: the shape would be empty. Write a word, or an emoji',
  },
];

/** Where the front matter ends (the index of its closing `---`), or -1 when it is not closed. */
function frontMatterEnd(lines: readonly string[]): number {
  for (let i = 1; i < lines.length; i++) if (/^\s*---\s*$/.test(lines[i]!)) return i;
  return -1;
}

function frontMatterProblems(yaml: string, firstLine: number): { fields?: Record<string, unknown>; problems: DiagramProblem[] } {
  let fields: unknown;
  try {
    fields = parseYaml(yaml) ?? {};
  } catch (error) {
    const line = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line ?? 1;
    return { problems: [{ line: firstLine + line, message: `whose front matter is not valid YAML: ${String((error as Error).message).split('\n')[0]}` }] };
  }
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
    return { problems: [{ line: firstLine, message: 'whose front matter is not a list of fields: write "title: …" and "config:" between the two "---" lines' }] };
  }
  const problems: DiagramProblem[] = [];
  const lines = yaml.split('\n');
  for (const key of Object.keys(fields)) {
    if (FRONT_MATTER_KEYS.has(key)) continue;
    const at = lines.findIndex((line) => line.trimStart().startsWith(`${key}:`));
    problems.push({
      line: firstLine + 1 + Math.max(at, 0),
      message: `with a front matter field Mermaid does not read (got ${quote(key)}): it reads title, displayMode and config; put settings under config, e.g. "config:\\n  ${key}: …"`,
    });
  }
  const config = (fields as Record<string, unknown>).config;
  if (config !== undefined && config !== null && (typeof config !== 'object' || Array.isArray(config))) {
    problems.push({ line: firstLine + 1, message: 'whose front matter config is not a list of settings: write them indented under "config:"' });
  }
  return { fields: fields as Record<string, unknown>, problems };
}

/** The directives of the block, each with the lines it spans, and what is wrong with each. */
function directives(text: string): { spans: Array<{ start: number; end: number }>; problems: DiagramProblem[] } {
  const spans: Array<{ start: number; end: number }> = [];
  const problems: DiagramProblem[] = [];
  const lineAt = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  for (const match of text.matchAll(DIRECTIVE)) {
    const start = lineAt(match.index);
    const end = lineAt(match.index + match[0].length);
    spans.push({ start, end });
    const type = match[1] ?? match[2] ?? '';
    const problem = (message: string) => problems.push({ line: start + 1, message: `${message} (got ${quote(match[0].replace(/\s+/g, ' '))})` });
    if (!match[0].endsWith('}%%')) problem('with a directive that is not closed: end it with "}%%"');
    else if (!DIRECTIVE_TYPES.has(type)) problem('with a directive Mermaid does not read: it reads %%{init: {…}}%% and %%{wrap}%%');
    else if (match[4]) {
      // Mermaid reads the settings as JSON with ' for ", and skips them without a word when they are not.
      try {
        JSON.parse(match[4].trim().replace(/'/g, '"'));
      } catch {
        problem('with directive settings Mermaid cannot read, so it would draw the diagram without them: write them as JSON, e.g. %%{init: {"theme": "forest"}}%%');
      }
    }
  }
  return { spans, problems };
}

/** The block as Mermaid reads it, and what is wrong with it that its text alone shows. */
export function readDiagramSource(code: string): DiagramSource {
  const lines = code.split('\n');
  const problems: DiagramProblem[] = [];
  if (code.length > DIAGRAM_LIMITS.characters) {
    problems.push({ line: 1, message: `of ${code.length.toLocaleString('en-US')} characters: a diagram may have at most ${DIAGRAM_LIMITS.characters.toLocaleString('en-US')} (the limit); split it into smaller diagrams` });
  }
  if (lines.length > DIAGRAM_LIMITS.lines) {
    problems.push({ line: DIAGRAM_LIMITS.lines + 1, message: `of ${lines.length.toLocaleString('en-US')} lines: a diagram may have at most ${DIAGRAM_LIMITS.lines.toLocaleString('en-US')} (the limit); split it into smaller diagrams` });
  }
  if (problems.length) return { lines, headerIndex: -1, checkText: '', titles: [], problems };

  // Mermaid takes front matter only at the very start of the block.
  let bodyStart = 0;
  let frontMatter: Record<string, unknown> | undefined;
  if (/^\s*---\s*$/.test(lines[0] ?? '')) {
    const end = frontMatterEnd(lines);
    if (end < 0) return { lines, headerIndex: -1, checkText: '', titles: [], problems: [{ line: 1, message: 'whose front matter is not closed: end it with a line "---" before the diagram' }] };
    const read = frontMatterProblems(lines.slice(1, end).join('\n'), 1);
    problems.push(...read.problems);
    frontMatter = read.fields;
    bodyStart = end + 1;
  }
  const body = lines.slice(bodyStart).join('\n');
  const directive = directives(body);
  problems.push(...directive.problems.map((problem) => ({ ...problem, line: problem.line + bodyStart })));
  const blank = new Set<number>();
  for (const { start, end } of directive.spans) for (let i = start; i <= end; i++) blank.add(i + bodyStart);
  let title: string | undefined;
  lines.forEach((line, i) => {
    if (i < bodyStart || !COMMENT.test(line)) return;
    blank.add(i);
    title ??= TITLE_COMMENT.exec(line)?.[1]?.replace(/^"(.*)"$/, '$1');
  });
  const headerIndex = lines.findIndex((line, i) => i >= bodyStart && !blank.has(i) && line.trim() !== '');
  if (headerIndex < 0) {
    return { lines, headerIndex, checkText: '', frontMatter, title, titles: [], problems: [...problems, { line: Math.max(bodyStart, 1), message: 'with nothing to draw: write its kind (e.g. "flowchart LR") and its lines' }] };
  }
  const titles: Array<{ line: number; text: string }> = [];
  if (typeof frontMatter?.title === 'string' && frontMatter.title.trim()) {
    titles.push({ line: lines.findIndex((line, i) => i < bodyStart && /^\s*title\s*:/.test(line)) + 1, text: frontMatter.title.trim() });
  }
  lines.forEach((line, i) => {
    // "title --> B" is an edge from a node named title, not a title.
    const statement = i > headerIndex && !blank.has(i) ? /^\s*title\s*:?\s+([^-=.~>|&;\s].*?)\s*$/.exec(line) : null;
    if (statement) titles.push({ line: i + 1, text: statement[1]!.replace(/^"(.*)"$/, '$1') });
  });
  lines.forEach((line, i) => {
    if (i <= headerIndex || blank.has(i)) return;
    const found = UNDRAWABLE.find(({ pattern }) => pattern.test(line));
    if (found) problems.push({ line: i + 1, message: `${found.message} (got ${quote(line.trim())})` });
  });
  const checkText = lines
    .slice(headerIndex)
    .map((line, i) => (blank.has(i + headerIndex) ? '' : line))
    .join('\n');
  return { lines, headerIndex, checkText, frontMatter, title, titles, problems: problems.sort((a, b) => a.line - b.line) };
}
