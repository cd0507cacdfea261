// Math in a note's Markdown read as GitHub reads it: $…$ and $`…`$ inline, $$…$$ and ```math blocks.
// The formulas are parsed by remark-math's own pieces (micromark-extension-math, mdast-util-math),
// with what GitHub reads differently:
// - `$$` opens a block of its own only when nothing follows it on its line: "$$\begin{align}…
//   \end{align}$$" is one formula, where remark-math would take "\begin{align}" for the block's
//   "meta" and read on to the next "$$" line of the note;
// - `$$…$$` on a line or paragraph of its own is a display formula, and inside a sentence it is
//   still drawn in display style (remark-math makes both an inline formula);
// - $`…`$ is an inline formula that may hold dollar signs (remark-math ends it at the first `$`);
// - `\$` inside $…$ is a dollar sign of the formula, not its end.
// The note's check (./noteBody.ts) and its page (./noteMarkdown.ts) both parse with this plugin, so
// the check sees the formulas the page draws.
import type { Nodes, Paragraph, PhrasingContent, Root } from 'mdast';
import { mathFromMarkdown, type InlineMath, type Math } from 'mdast-util-math';
import { math } from 'micromark-extension-math';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { visit } from 'unist-util-visit';

const DOLLAR = 36;
const atLineEnd = (code: Code) => code === null || code < -2;
const isSpace = (code: Code) => code === 32 || code === -2 || code === -1;

/** A line that is "$$" and nothing else (spaces aside): the only opening of a block GitHub reads. */
const bareFence: Construct = {
  partial: true,
  tokenize(effects: Effects, ok: State, nok: State): State {
    let size = 0;
    const after: State = (code) => {
      if (isSpace(code)) {
        effects.consume(code);
        return after;
      }
      effects.exit('mathFlowFenceSequence');
      return atLineEnd(code) && size >= 2 ? ok(code) : nok(code);
    };
    const sequence: State = (code) => {
      if (code !== DOLLAR) return after(code);
      size += 1;
      effects.consume(code);
      return sequence;
    };
    return (code) => {
      effects.enter('mathFlowFenceSequence');
      return sequence(code);
    };
  },
};

function githubMathSyntax(): Extension {
  const { flow, text } = math();
  const mathFlow = (flow as Record<number, Construct>)[DOLLAR]!;
  const strictFlow: Construct = {
    ...mathFlow,
    tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
      return effects.check(bareFence, mathFlow.tokenize.call(this, effects, ok, nok), nok);
    },
  };
  return { flow: { [DOLLAR]: strictFlow }, text };
}

const inlineClass = (display: boolean) => ['language-math', display ? 'math-display' : 'math-inline'];

function inlineMath(value: string, display: boolean, from: InlineMath): InlineMath {
  return {
    type: 'inlineMath',
    value,
    position: from.position,
    data: { hName: 'code', hProperties: { className: inlineClass(display) }, hChildren: [{ type: 'text', value }] },
  };
}

function displayMath(value: string, from: Paragraph): Math {
  return {
    type: 'math',
    value,
    position: from.position,
    data: {
      hName: 'pre',
      hChildren: [{ type: 'element', tagName: 'code', properties: { className: inlineClass(true) }, children: [{ type: 'text', value }] }],
    },
  };
}

/** Whether the character at `index` is escaped by an odd run of backslashes before it. */
function escaped(source: string, index: number): boolean {
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && source[i] === '\\'; i -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

/**
 * The formula GitHub reads at `start` of the source when remark-math read a shorter one: $`…`$, or
 * $…$ with `\$` inside. Undefined when remark-math's reading stands.
 */
function githubReading(source: string, start: number, limit: number): { value: string; end: number } | undefined {
  const ticks = /^\$(`+)/.exec(source.slice(start, limit));
  if (ticks) {
    const close = source.indexOf(`${ticks[1]}$`, start + ticks[0].length);
    if (close < 0 || close >= limit) return undefined;
    return { value: source.slice(start + ticks[0].length, close), end: close + ticks[1]!.length + 1 };
  }
  if (source[start + 1] === '$') return undefined;
  for (let i = source.indexOf('$', start + 1); i >= 0 && i < limit; i = source.indexOf('$', i + 1)) {
    if (!escaped(source, i)) return { value: source.slice(start + 1, i), end: i + 1 };
  }
  return undefined;
}

/**
 * Whether a $…$ is money rather than math, by the rule Pandoc and GitHub's users rely on: the TeX
 * neither starts nor ends with a space, and no digit follows the closing "$" ("$5 and $10" is text).
 */
function notMath(source: string, node: InlineMath): boolean {
  const start = node.position?.start.offset ?? 0;
  const end = node.position?.end.offset ?? 0;
  return /\s/.test(source[start + 1] ?? '') || /\s/.test(source[end - 2] ?? '') || /\d/.test(source[end] ?? '');
}

/** The inline content of `source` from `from` to `to` (the rest of a paragraph), parsed alone, with positions in `source`. */
function inlineContent(source: string, from: number, to: number): PhrasingContent[] | undefined {
  const tree = inlineReader.parse(source.slice(from, to));
  const [paragraph, ...more] = tree.children;
  if (!paragraph) return [];
  if (paragraph.type !== 'paragraph' || more.length) return undefined;
  const before = source.slice(0, from);
  const lines = before.match(/\n/g)?.length ?? 0;
  const column = from - (before.lastIndexOf('\n') + 1);
  visit(paragraph, (node) => {
    for (const point of node.position ? [node.position.start, node.position.end] : []) {
      if (point.line === 1) point.column += column;
      point.line += lines;
      if (point.offset !== undefined) point.offset += from;
    }
  });
  // A paragraph parsed alone loses its leading spaces, which here stand between the formula and a word.
  const lead = /^[ \t]+/.exec(source.slice(from, to))?.[0];
  const first = paragraph.children[0];
  if (lead && first?.type === 'text') first.value = lead + first.value;
  else if (lead) paragraph.children.unshift({ type: 'text', value: lead });
  return paragraph.children;
}

function readParagraph(paragraph: Paragraph, source: string, parent: { children: Nodes[] }, at: number): void {
  const limit = paragraph.position?.end.offset ?? source.length;
  for (let index = 0; index < paragraph.children.length; index += 1) {
    const node = paragraph.children[index]!;
    const start = node.position?.start.offset;
    if (node.type !== 'inlineMath' || start === undefined) continue;
    const reading = node.value.startsWith('`') || /\\$/.test(node.value) ? githubReading(source, start, limit) : undefined;
    // GitHub's formula is longer than remark-math's: the rest of the paragraph is read again after it.
    const rest = reading && reading.value !== node.value ? inlineContent(source, reading.end, limit) : undefined;
    if (reading && rest) paragraph.children.splice(index, Infinity, inlineMath(reading.value, false, node), ...rest);
    else if (source.startsWith('$$', start)) paragraph.children[index] = inlineMath(node.value, true, node);
    else if (notMath(source, node)) paragraph.children[index] = { type: 'text', value: source.slice(start, node.position?.end.offset), position: node.position };
  }
  const content = paragraph.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  const only = content.length === 1 ? content[0] : undefined;
  if (only?.type === 'inlineMath' && only.position?.start.offset !== undefined && source.startsWith('$$', only.position.start.offset)) {
    parent.children[at] = displayMath(only.value, paragraph);
  }
}

/** The remark plugin (in place of remark-math): formulas as GitHub reads them (see the top of this file). */
function addSyntax(processor: Processor): void {
  const data = processor.data();
  (data.micromarkExtensions ??= []).push(githubMathSyntax());
  (data.fromMarkdownExtensions ??= []).push(mathFromMarkdown());
}

export function remarkGithubMath(this: Processor) {
  addSyntax(this);
  return (tree: Root, file: { value?: unknown }) => {
    const source = String(file.value ?? '');
    visit(tree, 'paragraph', (paragraph, index, parent) => {
      if (parent && index !== undefined) readParagraph(paragraph, source, parent as { children: Nodes[] }, index);
    });
  };
}

/**
 * A formula of the Markdown tree: its TeX, whether it is drawn in display style, and the line of
 * `source` (the Markdown the tree was parsed from) its TeX starts on, counted from 1.
 */
export function formulaIn(node: Nodes, source: string): { tex: string; display: boolean; inline: boolean; line: number } | undefined {
  let display: boolean;
  if (node.type === 'inlineMath') display = ((node.data?.hProperties as { className?: string[] } | undefined)?.className ?? []).includes('math-display');
  else if (node.type === 'math' || (node.type === 'code' && node.lang === 'math')) display = true;
  else return undefined;
  const start = node.position?.start.offset ?? 0;
  // The TeX as written: a block's starts on the line after its opening "$$" or fence, unless it shares it.
  const at = source.indexOf(node.value.split('\n')[0]!, start);
  const line = (node.position?.start.line ?? 1) + (at >= 0 ? (source.slice(start, at).match(/\n/g)?.length ?? 0) : 0);
  return { tex: node.value, display, inline: node.type === 'inlineMath', line };
}

const reader = unified().use(remarkParse).use(remarkGfm).use(remarkGithubMath);
// The rest of a paragraph, read again after a formula GitHub reads longer (no transform: the caller goes on with it).
const inlineReader = unified().use(remarkParse).use(remarkGfm).use(function syntaxOnly(this: Processor) {
  addSyntax(this);
});

/** Whether a note's Markdown has a formula (its page then links the math stylesheet and fonts). */
export function hasFormula(markdown: string): boolean {
  let found = false;
  visit(reader.runSync(reader.parse(markdown), markdown) as Root, (node) => {
    if (formulaIn(node, markdown)) found = true;
    return found ? false : undefined;
  });
  return found;
}
