// The pictures and links of a note's Markdown: listed with their lines, so the importer can find
// each picture on the old site and each linked post among those imported, then written back with
// the addresses they have now. A picture that cannot be had becomes a link to where it was (or its
// description); a link to nothing the new site has becomes its text.
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { applyEdits, markdownParser, type Edit } from './markdownPass';

export type ReferenceKind = 'image' | 'link';

export interface Reference {
  kind: ReferenceKind;
  url: string;
  /** The line of the body, counted from 1. */
  line: number;
}

/** Every picture and link address of a body (a definition counts as what its references use it for). */
export function referencesOf(text: string): Reference[] {
  const tree = markdownParser.parse(text) as Root;
  const used = new Map<string, ReferenceKind>();
  visit(tree, (node) => {
    if (node.type === 'imageReference') used.set(node.identifier, 'image');
    else if (node.type === 'linkReference' && !used.has(node.identifier)) used.set(node.identifier, 'link');
  });
  const found: Reference[] = [];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'image' || node.type === 'link') found.push({ kind: node.type, url: node.url, line });
    else if (node.type === 'definition') found.push({ kind: used.get(node.identifier) ?? 'link', url: node.url, line });
  });
  return found;
}

const title = (value: string | null | undefined) => (value ? ` "${value.replace(/"/g, '\\"')}"` : '');
const destination = (url: string) => (/[\s()<>]/.test(url) ? `<${url.replace(/>/g, '%3E')}>` : url);

/**
 * The body with each address as `addressOf` gives it: a new address, or undefined when there is
 * none (a picture then links to where it was, or is its description; a link becomes its text).
 */
export function rewriteReferences(text: string, addressOf: (kind: ReferenceKind, url: string) => string | undefined): string {
  const tree = markdownParser.parse(text) as Root;
  const used = new Map<string, ReferenceKind>();
  visit(tree, (node) => {
    if (node.type === 'imageReference') used.set(node.identifier, 'image');
  });
  const edits: Edit[] = [];
  visit(tree, (node, _index, parent) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    if (node.type === 'image') {
      const url = addressOf('image', node.url);
      const alt = (node.alt ?? '').replace(/[[\]]/g, '');
      // A picture that is a link's content (a video's thumbnail) becomes the link's words: a link holds no link.
      if (url !== undefined) edits.push({ start, end, text: `![${alt}](${destination(url)}${title(node.title)})` });
      else edits.push({ start, end, text: /^https?:\/\//.test(node.url) && parent?.type !== 'link' ? `[${alt || 'Picture'}](${destination(node.url)})` : alt || node.title || 'Picture' });
    } else if (node.type === 'link') {
      const url = addressOf('link', node.url);
      if (url === node.url) return;
      const last = node.children.at(-1)?.position?.end.offset ?? start + 1;
      if (last >= end) return;
      if (url === undefined) edits.push({ start, end: start + 1, text: '' }, { start: last, end, text: '' });
      else edits.push({ start: last, end, text: `](${destination(url)}${title(node.title)})` });
    } else if (node.type === 'definition') {
      const kind = used.get(node.identifier) ?? 'link';
      const url = addressOf(kind, node.url);
      if (url === node.url) return;
      edits.push({ start, end, text: url === undefined ? '' : `[${node.label ?? node.identifier}]: ${destination(url)}${title(node.title)}` });
    }
  });
  return applyEdits(text, edits);
}
