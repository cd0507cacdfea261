// An MDX post (Astro, the Next.js starters) as plain Markdown: its imports and exports, its
// components and its JavaScript expressions have no place in a note (nothing runs code here).
// Parsed with MDX's own parser, so what is code and what is prose is told apart as MDX does.
// An image component with a source becomes a picture, HTML written as JSX is left for the HTML
// conversion, a table-of-contents component is dropped (a note has its own contents), and every
// other piece is kept visible as code and reported with its line.
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node } from 'unist';
import type { PostReport } from './types';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath);

interface JsxNode extends Node {
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  value?: string;
  children?: JsxNode[];
}

/** Components whose job the note page does itself. */
const TABLE_OF_CONTENTS = /^(TOCInline|TableOfContents|Toc|TOC)$/;
const IMAGE_COMPONENT = /^(Image|Img|Picture|Figure|ZoomImage)$/;

const attribute = (node: JsxNode, name: string) => {
  const found = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name)?.value;
  return typeof found === 'string' ? found : undefined;
};

/** The MDX-only parts of a body replaced, or why it does not parse as MDX (then it is read as Markdown). */
export function mdxToMarkdown(body: string, bodyLine: number): { text: string; reports: PostReport[] } | { error: string } {
  let tree: JsxNode;
  try {
    tree = parser.parse(body) as JsxNode;
  } catch (error) {
    return { error: String((error as Error).message).split('\n')[0]! };
  }
  const reports: PostReport[] = [];
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const visit = (node: JsxNode) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const line = (node.position?.start.line ?? 1) + bodyLine - 1;
    if (start === undefined || end === undefined) return node.children?.forEach(visit);
    const source = body.slice(start, end);
    const replace = (text: string, message?: string) => {
      edits.push({ start, end, text });
      if (message) reports.push({ line, message });
    };
    if (node.type === 'mdxjsEsm') {
      if (/^\s*import\b/.test(source)) return replace('', `${source.trim().split('\n')[0]}: an import of the MDX file, left out (nothing it brings runs here; its components are reported where they are used)`);
      return replace(`\n\`\`\`js\n${source.trim()}\n\`\`\`\n`, 'an export of the MDX file has no place in a note: kept as code; delete it or write what it gave');
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const comment = /^\s*\/\*([\s\S]*)\*\/\s*$/.exec(node.value ?? '');
      if (comment) return replace(`<!--${comment[1]!.replace(/--/g, '- -')}-->`);
      const block = node.type === 'mdxFlowExpression';
      return replace(block ? `\n\`\`\`js\n${source}\n\`\`\`\n` : `\`${source}\``, `the JavaScript expression ${source.slice(0, 60)} has no place in a note: kept as code; write its value instead`);
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = node.name ?? '';
      // Lower-case names are HTML written as JSX: converted with the post's other HTML.
      if (/^[a-z]/.test(name)) return node.children?.forEach(visit);
      if (TABLE_OF_CONTENTS.test(name)) return replace('', `<${name}>: a table of contents, left out (a note with three sections or more shows its own)`);
      const src = attribute(node, 'src');
      if (IMAGE_COMPONENT.test(name) && src) return replace(`![${(attribute(node, 'alt') ?? '').replace(/[[\]]/g, '')}](${src}${attribute(node, 'caption') ? ` "${attribute(node, 'caption')!.replace(/"/g, '\\"')}"` : ''})`);
      const block = node.type === 'mdxJsxFlowElement';
      return replace(block ? `\n\`\`\`jsx\n${source}\n\`\`\`\n` : `\`${source.replace(/`/g, "'")}\``, `the component <${name || 'fragment'}> has no place in a note (nothing runs code here): kept as code; write what it showed, or delete it`);
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  let text = body;
  for (const edit of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  return { text, reports };
}
