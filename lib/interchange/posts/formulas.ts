// A formula of an imported post that KaTeX cannot read (another generator's math engine took
// macros KaTeX lacks) is kept as LaTeX code, so the note passes its check and shows the formula's
// source rather than stopping the build.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { formulaProblem } from '../../content/noteMath';
import { applyEdits, markdownParser, type Edit } from './markdownPass';
import type { PostReport } from './types';

export function fixFormulas(note: string): { text: string; reports: PostReport[] } {
  const tree = markdownParser.parse(note) as Root;
  const edits: Edit[] = [];
  const reports: PostReport[] = [];
  visit(tree, (node) => {
    if (node.type !== 'math' && node.type !== 'inlineMath') return;
    const problem = formulaProblem(node.value, node.type === 'math');
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!problem || start === undefined || end === undefined) return;
    edits.push({ start, end, text: node.type === 'math' ? `\`\`\`latex\n${node.value}\n\`\`\`` : `\`${node.value.replace(/`/g, "'")}\`` });
    reports.push({ message: `line ${node.position?.start.line} of the note: a formula KaTeX cannot read (${problem}): kept as LaTeX code; rewrite it in the LaTeX KaTeX reads` });
  });
  return { text: applyEdits(note, edits), reports };
}
