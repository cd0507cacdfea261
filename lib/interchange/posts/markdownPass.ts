// A post's Markdown, after its template tags, made into a note's: HTML converted (./html.ts),
// Hashnode's %[embeds] as links, kramdown's attribute lists ({: .class}) dropped, level-1 headings
// moved down (a note's title is its only one), Hugo's code-fence options ({hl_lines=[2,"4-5"]})
// written the note's way ({2,4-5}). Each change is an edit of the author's text, so what is not
// changed stays as they wrote it.
import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { embedMarkdown } from './embeds';
import { htmlBlockToMarkdown } from './html';
import { lineMarks } from './templateTags';
import type { PostReport } from './types';

export const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The text with the edits made, last first so the offsets hold. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

const isComment = (value: string) => /^\s*<!--[\s\S]*?-->\s*$/.test(value);

/** Whether a block holds HTML that is not a comment. */
function holdsHtml(node: RootContent): boolean {
  let found = false;
  visit(node, 'html', (html) => {
    if (!isComment(html.value)) found = true;
  });
  return found;
}


/**
 * The title is the page's only level-1 heading: a first heading that repeats it goes, and when the
 * post has others, every heading moves one level down (a setext heading becomes an ATX one on as
 * many lines, so the lines of what follows stay where they were).
 */
function headingsMovedDown(body: string, bodyLine: number, title: string | undefined, reports: PostReport[]): string {
  const tree = markdownParser.parse(body) as Root;
  const edits: Edit[] = [];
  const lineOf = (node: { position?: { start: { line: number } } }) => bodyLine + (node.position?.start.line ?? 1) - 1;
  const headings: Array<{ node: { depth: number; position?: { start: { line: number } } } & RootContent; start: number; end: number }> = [];
  visit(tree, 'heading', (node) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) headings.push({ node, start, end });
  });
  // The title is the page's only level-1 heading: a first heading that repeats it goes, the others move down a level.
  const [first] = headings;
  const repeatsTitle = first && title && toString(first.node).trim().toLowerCase() === title.trim().toLowerCase();
  if (first && first.node.depth === 1 && repeatsTitle && tree.children.indexOf(first.node) <= 1) {
    edits.push({ start: first.start, end: first.end, text: '' });
    headings.shift();
  }
  if (headings.some(({ node }) => node.depth === 1)) {
    reports.push({ line: lineOf(headings.find(({ node }) => node.depth === 1)!.node), message: 'its sections start at level 1 ("# …"): every heading moved one level down, since the title is the page\'s level-1 heading' });
    for (const { node, start, end } of headings) {
      if (edits.some((edit) => edit.start === start)) continue;
      const depth = Math.min(6, node.depth + 1);
      const source = body.slice(start, end);
      const words = source.replace(/^#{1,6}[ \t]*/, '').replace(/\n[=-]+\s*$/, '').replace(/[ \t]+#+[ \t]*$/, '');
      edits.push({ start, end, text: `${'#'.repeat(depth)} ${words.trim()}${'\n'.repeat(source.split('\n').length - 1)}` });
    }
  }
  return applyEdits(body, edits);
}

/** The body as a note's Markdown, with what changed reported by line. */
export function noteMarkdownOf(original: string, { bodyLine, title }: { bodyLine: number; title?: string }): { text: string; reports: PostReport[] } {
  const reports: PostReport[] = [];
  const body = headingsMovedDown(original, bodyLine, title, reports);
  const tree = markdownParser.parse(body) as Root;
  const edits: Edit[] = [];
  const lineOf = (node: { position?: { start: { line: number } } }) => bodyLine + (node.position?.start.line ?? 1) - 1;
  const ialLines: number[] = [];
  for (const node of tree.children) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const source = body.slice(start, end);
    if (node.type === 'paragraph' && /^%\[(https?:\/\/[^\]\s]+)\]$/.test(source.trim())) {
      edits.push({ start, end, text: embedMarkdown(/^%\[([^\]]+)\]/.exec(source.trim())![1]!, 'Embedded') });
      continue;
    }
    if (node.type === 'paragraph' && /^\{:[^}]*\}$/.test(source.trim())) {
      ialLines.push(lineOf(node));
      edits.push({ start, end, text: '' });
      continue;
    }
    if (node.type === 'code' && node.meta && /[{,]\s*(hl_lines|linenos|linenostart)\s*=/.test(node.meta)) {
      const firstLine = source.split('\n', 1)[0]!;
      const marks = lineMarks(/hl_lines\s*=\s*(\[[^\]]*\]|"[^"]*"|[\d-]+)/.exec(node.meta)?.[1]);
      edits.push({ start, end: start + firstLine.length, text: `${firstLine.slice(0, firstLine.indexOf(node.lang ?? '') + (node.lang ?? '').length)}${marks}` });
      continue;
    }
    if (holdsHtml(node)) {
      const converted = htmlBlockToMarkdown({ type: 'root', children: [structuredClone(node)] }, body, lineOf(node));
      edits.push({ start, end, text: converted.markdown });
      reports.push(...converted.reports);
      continue;
    }
    if (node.type !== 'code' && /\{:[^}\n]*\}/.test(source)) {
      ialLines.push(lineOf(node));
      edits.push({ start, end, text: source.replace(/\{:[^}\n]*\}/g, '').replace(/[ \t]+$/gm, '') });
    }
  }
  if (ialLines.length) reports.push({ line: ialLines[0], message: `kramdown attribute lists ({: …}, on lines ${ialLines.join(', ')}) set a class or an attribute a note has no place for: left out` });
  return { text: applyEdits(body, edits), reports };
}
