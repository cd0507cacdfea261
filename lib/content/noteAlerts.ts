// GitHub's alerts in a note: a quote whose first line is [!NOTE], [!TIP], [!IMPORTANT], [!WARNING]
// or [!CAUTION] is drawn as GitHub draws it, a box with its kind's title above the text. The title
// is an interface text (notes.alerts), so a site in another language words it its own way.
import type { Blockquote, Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';

export const ALERT_KINDS = ['note', 'tip', 'important', 'warning', 'caution'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/** A remark plugin: each alert quote becomes <div class="note-alert note-alert-{kind}"> with its title first. */
export function remarkAlerts(titles: Readonly<Record<AlertKind, string>>) {
  return (tree: Root) => {
    visit(tree, 'blockquote', (quote: Blockquote) => {
      const first = quote.children[0];
      const text = first?.type === 'paragraph' && first.children[0]?.type === 'text' ? first.children[0] : undefined;
      const marker = text && MARKER.exec(text.value);
      if (!first || !text || !marker) return;
      const kind = marker[1]!.toLowerCase() as AlertKind;
      text.value = text.value.slice(marker[0].length);
      if (!text.value) (first as Paragraph).children.shift();
      if (!(first as Paragraph).children.length) quote.children.shift();
      const title: Paragraph = { type: 'paragraph', children: [{ type: 'text', value: titles[kind] }], data: { hProperties: { className: ['note-alert-title'] } } };
      quote.children.unshift(title);
      quote.data = { ...quote.data, hName: 'div', hProperties: { className: ['note-alert', `note-alert-${kind}`] } };
    });
  };
}
