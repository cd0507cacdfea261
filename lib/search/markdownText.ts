// A note's Markdown as the plain words a search looks through: the prose of paragraphs, lists,
// tables and quotes, and the headings apart (they weigh more). Code blocks and raw HTML are left
// out: a search for a word should find where it is explained, not every listing that uses it.
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

export interface MarkdownText {
  headings: string[];
  /** The prose, one space between blocks and words. */
  text: string;
}

const parser = unified().use(remarkParse).use(remarkGfm);
// Blocks whose words must not run into the next block's.
const BLOCKS = new Set(['paragraph', 'listItem', 'tableCell', 'blockquote', 'footnoteDefinition', 'heading']);

function words(node: Nodes): string {
  const parts: string[] = [];
  visit(node, (child) => {
    if (child.type === 'code' || child.type === 'html') return SKIP;
    if (BLOCKS.has(child.type)) parts.push(' ');
    if (child.type === 'text' || child.type === 'inlineCode') parts.push(child.value);
    if (child.type === 'image' && child.alt) parts.push(` ${child.alt} `);
    return undefined;
  });
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export function markdownText(markdown: string): MarkdownText {
  const tree = parser.parse(markdown) as Root;
  const headings: string[] = [];
  const prose: string[] = [];
  for (const block of tree.children) {
    if (block.type === 'heading') headings.push(words(block));
    else prose.push(words(block));
  }
  return { headings: headings.filter(Boolean), text: prose.filter(Boolean).join(' ') };
}
