// Two things of a note's rendered Markdown that the page lays out itself: a picture alone in its
// paragraph with a title (`![A chart](/images/a.svg "What it shows")`) is a figure with that title
// as its caption; a table sits in a box of its own that scrolls sideways when the table is wider
// than the column, and takes focus so the keyboard scrolls it too (named for screen readers).
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { formatText } from '../format/text';

const isBlank = (node: Element['children'][number]) => node.type === 'text' && !node.value.trim();

/** A rehype transform; `tableName` words a table's box ("Table {number}"). */
export function figuresAndTables(tree: Root, tableName: string): void {
  let tables = 0;
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.tagName === 'table') {
      tables += 1;
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['table-scroll'], role: 'region', tabIndex: 0, ariaLabel: formatText(tableName, { number: tables }) },
        children: [node],
      };
      return 'skip';
    }
    if (node.tagName !== 'p') return;
    const content = node.children.filter((child) => !isBlank(child));
    const [image] = content;
    if (content.length !== 1 || image?.type !== 'element' || image.tagName !== 'img' || typeof image.properties.title !== 'string' || !image.properties.title.trim()) return;
    const caption = image.properties.title;
    delete image.properties.title;
    parent.children[index] = {
      type: 'element',
      tagName: 'figure',
      properties: { className: ['note-figure'] },
      children: [image, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }],
    };
  });
}
