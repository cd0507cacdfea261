// A note's ```mermaid block as inline SVG for its page: the drawing the official Mermaid renderer
// made at build time (scripts/diagrams/), read from the content's drawings (./noteDiagramCache.ts).
// Its colours are light-dark() pairs of Mermaid's light and dark themes, so it follows the page's
// theme and its toggle; here it gets ids unique on the page, an accessible name, and a width under
// which it scrolls rather than shrink its text below what a phone can show.
import { decodeHTML, escapeUTF8 } from 'entities';
import { TAG, type DrawnDiagrams } from './noteDiagramCache';
import { readDiagramSource } from './noteDiagramSource';

/** The smallest text a diagram may be shrunk to on a narrow screen; a wider diagram scrolls in its box. */
export const SMALLEST_TEXT_PX = 11;

/** The attribute the drawing carries its smallest text size in (px at its own size). */
export const SMALLEST_TEXT_ATTRIBUTE = 'data-smallest-text';

/** The text of a piece of markup, its lines and blocks apart. */
function textOf(markup: string): string {
  return decodeHTML(
    markup
      .replace(/<br\s*\/?>|<\/(p|div|li)>|<tspan\b[^>]*\sx="[^"]*"[^>]*>/g, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** The words a diagram shows (its labels: SVG text and the HTML labels Mermaid draws), once each, in the order drawn. */
export function diagramWords(svg: string): string[] {
  const words = [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>|<foreignObject\b[^>]*>([\s\S]*?)<\/foreignObject>/g)].map((match) => textOf(match[1] ?? match[2] ?? ''));
  return [...new Set(words.filter(Boolean))];
}

export interface DiagramNaming {
  /** The note's words about the diagram (the heading of its section, say), if it has any. */
  context?: string;
  /** The accessible name from the note's words, or failing them from the words the diagram shows. */
  name: (words: string) => string;
}

/**
 * The drawing with every id it defines prefixed, and every reference to one of those ids with it:
 * url(#…), href="#…" and ARIA id lists, in its tags only. A text that looks like a reference
 * ("url(#x)" as a label) is text, and an id the drawing does not define is not touched.
 */
function prefixIds(svg: string, prefix: string): string {
  const defined = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHTML(match[1]!)));
  const renamed = (id: string) => (defined.has(decodeHTML(id)) ? `${prefix}${id}` : id);
  return svg.replace(TAG, (tag) =>
    tag.replace(/(\s)([^\s=/>]+)="([^"]*)"/g, (_, space: string, name: string, value: string) => {
      let next = value.replace(/url\((\s*(?:&quot;|')?)#([^)&'"\s]+)/g, (__, open: string, id: string) => `url(${open}#${renamed(id)}`);
      if (name === 'id') next = `${prefix}${value}`;
      else if (/(^|:)href$/.test(name) && value.startsWith('#')) next = `#${renamed(value.slice(1))}`;
      else if (name === 'aria-labelledby' || name === 'aria-describedby') next = value.split(/\s+/).map(renamed).join(' ');
      return `${space}${name}="${next}"`;
    }),
  );
}

/** The text of the element the drawing's root points at with an ARIA id list attribute, if any. */
function pointedText(svg: string, root: string, attribute: string): string | undefined {
  const id = new RegExp(`\\s${attribute}="([^"\\s]+)`).exec(root)?.[1];
  if (!id) return undefined;
  const element = new RegExp(`<(title|desc)\\b[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</\\1>`).exec(svg);
  return element ? textOf(element[2]!) || undefined : undefined;
}

/**
 * The SVG of a drawn diagram for a page: ids unique on the page (`idPrefix`) and an accessible
 * name: its `%% title:`, else Mermaid's accTitle or the title of its front matter, else the note's
 * words about it, else the words it shows. Named by other words, it carries its own (or Mermaid's
 * accDescr) as its description: a picture's texts are not read out. Throws when it is not drawn.
 */
export function renderDiagram(code: string, idPrefix: string, naming: DiagramNaming, drawn: DrawnDiagrams): string {
  const svg = drawn.read(code);
  const root = /^<svg\b[^>]*>/.exec(svg)![0];
  const body = svg.slice(root.length);
  const source = readDiagramSource(code);
  // In the order the writer wrote them, not the order they are drawn (edge labels before nodes).
  const place = (word: string) => (code.indexOf(word) + code.length + 1) % (code.length + 1);
  const words = diagramWords(body)
    .sort((a, b) => place(a) - place(b))
    .join(', ');
  const frontMatterTitle = typeof source.frontMatter?.title === 'string' ? source.frontMatter.title : undefined;
  const title = source.title ?? pointedText(svg, root, 'aria-labelledby') ?? frontMatterTitle;
  const name = title ?? naming.name(naming.context ?? words);
  const description = pointedText(svg, root, 'aria-describedby') ?? ((title ?? naming.context) && words ? words : undefined);
  const descriptionElement = description ? `<desc id="${idPrefix}words">${escapeUTF8(description)}</desc>` : '';

  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1] ?? 0);
  const smallest = Number(new RegExp(`\\s${SMALLEST_TEXT_ATTRIBUTE}="([\\d.]+)"`).exec(root)?.[1] ?? 0);
  // Shrunk to the column no further than its smallest text allows; past that it scrolls.
  const minWidth = width && smallest ? `min-width: ${Math.ceil((width * SMALLEST_TEXT_PX) / smallest)}px; ` : '';
  const attributes = root
    .slice('<svg'.length, -1)
    .replace(new RegExp(`\\s(id|role|aria-roledescription|aria-labelledby|aria-describedby|${SMALLEST_TEXT_ATTRIBUTE})="[^"]*"`, 'g'), '')
    .replace(/\sstyle="([^"]*)"/, (_, style: string) => ` style="${minWidth}${style}"`);
  const styled = /\sstyle="/.test(attributes) || !minWidth ? attributes : `${attributes} style="${minWidth.trim()}"`;
  const named = `<svg role="img" aria-label="${escapeUTF8(name)}"${description ? ` aria-describedby="${idPrefix}words"` : ''} focusable="false"${styled}>${descriptionElement}`;
  return named + prefixIds(body, idPrefix);
}
