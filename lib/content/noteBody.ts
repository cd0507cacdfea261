// The checks of a note's Markdown body, on its syntax tree (the parser the page is rendered with,
// so the check sees what the page will show): images that the site's policy would block or that
// break the rules of project images, raw HTML the page drops, a level-1 heading, links of a kind
// the site does not allow (./links.ts), control characters, formulas that cannot be drawn as
// written (./noteMath.ts) and diagrams that do not parse. Each problem names the line of the file it is on.
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import type { Root } from 'mdast';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { hasControlCharacter } from '../format/text';
import { describe, publicFileProblem, type CheckOptions } from './check';
import { linkSchemeProblem, linksIn } from './links';
import { publicFile } from '../model/schema';
import { diagramProblems } from './noteDiagramCheck';
import { formulaProblem } from './noteMath';
import { formulaIn, remarkGithubMath } from './noteMathSyntax';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkGithubMath);

export interface BodyProblem {
  /** The line of the note's file, counted from 1. */
  line: number;
  message: string;
}

/** An HTML comment is a note to the author: the page leaves it out, and loses nothing. */
const HTML_COMMENT = /^<!--[\s\S]*?-->$/;

/**
 * What is wrong with an image path of a note, like a project image: a file in public/ (the site's
 * policy shows no other), inside public/, and, when `files` can tell, there, light and small enough.
 */
function imageProblem(url: string, files: CheckOptions | undefined): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) {
    return `has an image that is not a file in public/ (got ${describe(url)}): the site shows only its own images; save it in public/ and write its path, e.g. "/images/notes/chart.webp"`;
  }
  const path = publicFile.safeParse(url);
  if (!path.success) return `has an image that ${path.error.issues[0]!.message} (got ${describe(url)})`;
  return files && publicFileProblem(url, files);
}

/** A formula as a message shows it: its start, when it is long. */
const shortened = (tex: string) => (tex.length > 80 ? `${tex.slice(0, 80)}…` : tex);

/** The ```mermaid blocks of a note body, each with the line of its fence in the body. */
export function diagramBlocks(body: string): Array<{ line: number; code: string }> {
  const blocks: Array<{ line: number; code: string }> = [];
  visit(parser.parse(body), 'code', (node) => {
    if (node.lang === 'mermaid') blocks.push({ line: node.position?.start.line ?? 1, code: node.value });
  });
  return blocks;
}

/** The problems of a note body; `firstLine` is the file's line the body starts on. */
export function noteBodyProblems(body: string, firstLine: number, files?: CheckOptions): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const at = (line: number | undefined, message: string) => problems.push({ line: (line ?? 1) + firstLine - 1, message });
  body.split('\n').forEach((text, i) => {
    if (hasControlCharacter(text)) at(i + 1, 'has a control character, which shows as nothing (a string escape such as "\\x1B"?): delete it');
  });
  const tree = parser.runSync(parser.parse(body), body) as Root;
  const definitions = new Map<string, { url: string; line?: number }>();
  visit(tree, 'definition', (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, { url: node.url, line: node.position?.start.line });
  });
  const htmlLines = new Set<number>();
  const checkedDefinitions = new Set<string>();
  visit(tree, (node) => {
    const line = node.position?.start.line;
    const formula = formulaIn(node, body);
    if (node.type === 'heading' && node.depth === 1) {
      at(line, 'has a level-1 heading ("# ..."): the title is the page heading, start sections at "##"');
    } else if (node.type === 'image') {
      const problem = imageProblem(node.url, files);
      if (problem) at(line, problem);
    } else if (node.type === 'imageReference') {
      // The address is on the definition's line ("[name]: /images/x.webp"): named there, once.
      const definition = definitions.get(node.identifier);
      if (!definition || checkedDefinitions.has(node.identifier)) return;
      checkedDefinitions.add(node.identifier);
      const problem = imageProblem(definition.url, files);
      if (problem) at(definition.line, problem);
    } else if (formula) {
      const problem = formulaProblem(formula.tex, formula.display);
      // Named on the line of the command the renderer stopped at, when it says where.
      const within = problem?.position === undefined ? 0 : (formula.tex.slice(0, problem.position).match(/\n/g)?.length ?? 0);
      // Dollar signs of prices read as a formula are the likeliest cause of a problem inline.
      const money = formula.inline && problem && !problem.message.startsWith('uses ') ? '; if the dollar signs are not math, write them as \\$' : '';
      if (problem) at(formula.line + within, `has a formula that cannot be drawn as written (got ${describe(shortened(formula.tex))}): ${problem.message}${money}`);
    } else if (node.type === 'code' && node.lang === 'mermaid') {
      // The block's first line is its fence: the diagram's line n is the file's line n after it.
      for (const problem of diagramProblems(node.value, files?.diagrams)) at((line ?? 1) + problem.line, `has a diagram ${problem.message}`);
    } else if (node.type === 'html' && !HTML_COMMENT.test(node.value.trim()) && !htmlLines.has(line ?? 1)) {
      htmlLines.add(line ?? 1);
      at(line, `has HTML (got ${describe(node.value)}): the page shows no HTML, write it in Markdown (a block of HTML would lose its text)`);
    }
  });
  for (const { url, line } of linksIn(tree)) {
    const problem = linkSchemeProblem(url);
    if (problem) at(line, problem);
  }
  return problems.sort((a, b) => a.line - b.line);
}
