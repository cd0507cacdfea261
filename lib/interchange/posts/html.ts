// Raw HTML in a post, as the Markdown a note allows (a note shows no HTML: the page renders
// Markdown only). A block that holds HTML is read as a browser would read it (hast-util-raw), then
// written back as Markdown (hast-util-to-mdast): links, pictures, emphasis, code, lists and tables
// keep their meaning; a figure's caption becomes its picture's title; an embedded video a link
// with its thumbnail; a frame a link; a script, a stylesheet or a form is kept visible as code.
// What loses its look (classes, styles, alignment, <details> shown open, <kbd>…) is reported.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { raw } from 'hast-util-raw';
import { defaultHandlers, toMdast } from 'hast-util-to-mdast';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toHast } from 'mdast-util-to-hast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { visit } from 'unist-util-visit';
import { embedMarkdown, videoMarkdown, videoOf } from './embeds';
import type { PostReport } from './types';

/** Elements whose meaning Markdown keeps whole. */
const PLAIN = new Set(['a', 'img', 'p', 'br', 'strong', 'b', 'em', 'i', 'code', 'pre', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del', 's', 'figure', 'figcaption', 'input']);
/** Elements kept as code: what they do cannot happen in a note. */
const KEPT_AS_CODE = new Set(['script', 'style', 'form', 'object', 'embed', 'canvas', 'button', 'select', 'textarea', 'noscript', 'template', 'svg', 'math']);
/** Attributes that only change the look. */
const LOOK = ['className', 'style', 'align', 'width', 'height', 'color', 'face', 'size', 'border', 'bgcolor'];

const text = (value: string): ElementContent => ({ type: 'text', value });
const paragraphOfMarkdown = (markdown: string): Element => ({ type: 'element', tagName: 'p', properties: { dataMarkdown: markdown, dataKept: true }, children: [] });

/** A placeholder the Markdown writer leaves alone, for what is written back as it was. */
const KEEP = (index: number) => `KEPTPIECE${index}END`;

/**
 * The Markdown of `source` (Markdown that holds HTML), with what had no Markdown form reported.
 * Footnote references and formulas are kept as they were written.
 */
export function htmlBlockToMarkdown(block: MdastRoot, source: string, line: number): { markdown: string; reports: PostReport[] } {
  const reports: PostReport[] = [];
  const pieces: string[] = [];
  const keep = (markdown: string) => KEEP(pieces.push(markdown) - 1);
  // What the HTML round trip would lose: written back as the author wrote it.
  visit(block, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'footnoteReference' || node.type === 'inlineMath' || node.type === 'math' || node.type === 'footnoteDefinition') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      (parent.children as RootContent[])[index] = { type: 'text', value: keep(source.slice(start, end)) } as RootContent;
      return 'skip';
    }
  });
  const hast = raw(toHast(block, { allowDangerousHtml: true }) as HastRoot) as HastRoot;
  const looks = new Set<string>();
  // The author's source of each element kept as code, by its tag, in order (the parsed elements carry no offsets).
  const blockSource = source.slice(block.children[0]?.position?.start.offset ?? 0, block.children.at(-1)?.position?.end.offset ?? source.length);
  const seen = new Map<string, number>();
  const outerSource = (tag: string) => {
    const all = [...blockSource.matchAll(new RegExp(`<${tag}\\b[\\s\\S]*?(?:</${tag}\\s*>|/>)`, 'gi'))];
    const n = seen.get(tag) ?? 0;
    seen.set(tag, n + 1);
    return all[n]?.[0];
  };
  const lineOf = (node: { position?: { start: { line: number } } }) => line + (node.position?.start.line ?? 1) - 1;
  visit(hast, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const replaceWith = (...children: ElementContent[]) => {
      parent.children.splice(index, 1, ...children);
      return index;
    };
    const tag = node.tagName;
    if (KEPT_AS_CODE.has(tag)) {
      reports.push({ line: lineOf(node), message: `a <${tag}> cannot work in a note (the page runs no script of a post and loads nothing from another site): kept as code; write what it showed, or delete it` });
      const outer = outerSource(tag) ?? `<${tag}>${toString(node)}</${tag}>`;
      const code: Element = { type: 'element', tagName: 'code', properties: { className: ['language-html'], dataKept: true }, children: [text(outer)] };
      return replaceWith({ type: 'element', tagName: 'pre', properties: { dataKept: true }, children: [code] });
    }
    if (tag === 'iframe' || tag === 'video' || tag === 'audio' || tag === 'source') {
      const source = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'source');
      const src = String(node.properties.src ?? source?.properties.src ?? '');
      const video = videoOf(src);
      if (video) return replaceWith(paragraphOfMarkdown(keep(videoMarkdown(video, node.properties.title ? String(node.properties.title) : undefined))));
      reports.push({ line: lineOf(node), message: `an embedded ${tag === 'iframe' ? 'frame' : tag} (${src || 'no address'}) is shown as a link to it: a note embeds nothing from another site` });
      return replaceWith(src ? paragraphOfMarkdown(keep(embedMarkdown(src, tag === 'iframe' ? 'Embedded' : tag === 'audio' ? 'Audio' : 'Video'))) : text(toString(node)));
    }
    if (tag === 'details') {
      const summary = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'summary');
      reports.push({ line: lineOf(node), message: 'a <details> block is shown open, its summary in bold: a note folds nothing away' });
      const rest = node.children.filter((child) => child !== summary);
      const strong: Element = { type: 'element', tagName: 'strong', properties: { dataKept: true }, children: summary?.children ?? [] };
      return replaceWith(...(summary ? [{ type: 'element', tagName: 'p', properties: { dataKept: true }, children: [strong] } as Element] : []), ...rest);
    }
    if (tag === 'figure') {
      const caption = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'figcaption');
      let image: Element | undefined;
      visit(node, 'element', (inner) => {
        if (!image && inner.tagName === 'img') image = inner;
      });
      if (image && caption) {
        image.properties.title = toString(caption).trim().replace(/\s+/g, ' ');
        return replaceWith({ type: 'element', tagName: 'p', properties: { dataKept: true }, children: [image] });
      }
    }
    // Only the author's elements: the code blocks and paragraphs written above have no place in the source.
    if (!node.properties.dataKept && (LOOK.some((name) => node.properties[name] !== undefined) || !PLAIN.has(tag))) looks.add(`<${tag}>`);
  });
  if (looks.size) reports.push({ line, message: `HTML ${[...looks].join(', ')}: its text is kept as Markdown, its look (class, style, alignment, size, the element's own styling) is not` });
  const mdast = toMdast(hast, {
    handlers: {
      p: (state, node: Element) =>
        typeof node.properties.dataMarkdown === 'string' ? { type: 'html', value: node.properties.dataMarkdown } : defaultHandlers.p(state, node),
    },
  }) as MdastRoot;
  const markdown = toMarkdown(mdast, { extensions: [gfmToMarkdown(), mathToMarkdown()], bullet: '-', emphasis: '_', fences: true, rule: '-' }).trim();
  return { markdown: markdown.replace(/KEPTPIECE(\d+)END/g, (_, i: string) => pieces[Number(i)]!), reports };
}
