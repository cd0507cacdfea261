// A note's Markdown as a syntax tree ready for React (components/notes/NoteArticle.tsx):
// GitHub-flavoured Markdown (tables, task lists, footnotes), headings with ids that link to
// themselves, code highlighted with the project's highlighter and themes, and site paths of
// images and links given the base path. Runs while prerendering only: neither the parser nor the
// highlighter reaches the browser.
import 'server-only';
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { asset, basePath } from '../paths';
import { highlightCode } from './highlight';
import type { InterfaceText } from '../model/interfaceText';
import { CODE_BLOCK_TAG, PRERENDERED_TAG, type RenderedNote } from '../model/noteSchema';
import { formatText } from '../format/text';
import { renderDiagram } from './noteDiagram';
import { siteDiagrams, type DrawnDiagrams } from './noteDiagramCache';
import { renderFormula } from './noteMath';
import { remarkAlerts } from './noteAlerts';
import { codeFenceMeta } from './codeFenceMeta';
import { figuresAndTables } from './noteFigures';
import { remarkGithubMath } from './noteMathSyntax';

/** The words the rendered Markdown says besides the owner's: task marks and footnote labels. */
export type NoteMarkdownTexts = Pick<InterfaceText['notes'], 'taskDone' | 'taskToDo' | 'footnotes' | 'backToReference' | 'diagram' | 'alerts' | 'table'>;

function processorFor(texts: NoteMarkdownTexts) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    // GitHub's math: $…$ and $`…`$ inline, $$…$$ and ```math blocks (./noteMathSyntax.ts).
    .use(remarkGithubMath)
    .use(() => remarkAlerts(texts.alerts))
    .use(remarkRehype, {
      footnoteLabel: texts.footnotes,
      footnoteLabelProperties: { className: ['visually-hidden'] },
      // A second reference to the same footnote gets its own link: "… 1-2".
      footnoteBackLabel: (index: number, repeat: number) => `${formatText(texts.backToReference, { number: index + 1 })}${repeat > 1 ? `-${repeat}` : ''}`,
    })
    // Prefixed: an element id is also a global of the page, so a heading "__next_f" would replace
    // the framework's script queue (the page never hydrates), and "Main content" would take the
    // skip link's target.
    .use(rehypeSlug, { prefix: HEADING_ID_PREFIX })
    // The heading's own text is the link: one accessible name, no extra "#" to announce.
    .use(rehypeAutolinkHeadings, { behavior: 'wrap', properties: { className: ['heading-anchor'] } });
}

/** What every heading id of a note starts with: "## Why" is #note-why. */
export const HEADING_ID_PREFIX = 'note-';

/** An in-page link written as GitHub spells a heading's anchor ("#why") to the heading's id here. */
function sectionLink(href: string, headingIds: ReadonlySet<string>): string {
  const target = `${HEADING_ID_PREFIX}${href.slice(1)}`;
  return !headingIds.has(href.slice(1)) && headingIds.has(target) ? `#${target}` : href;
}

/** A site path in Markdown ("/projects/x", "/images/a.svg") as the deployed site serves it. */
function sitePath(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [pathPart = '', rest = ''] = href.split(/(?=[?#])/, 2);
  const lastSegment = pathPart.split('/').pop() ?? '';
  if (lastSegment.includes('.')) return asset(href);
  return `${basePath}${pathPart.endsWith('/') ? pathPart : `${pathPart}/`}${rest}`;
}

function classesOf(element: Element): string[] {
  const className = element.properties.className;
  return (Array.isArray(className) ? className : []).map(String);
}

function languageOf(code: Element): string {
  const found = classesOf(code).find((name) => name.startsWith('language-'));
  return found ? found.slice('language-'.length) : 'text';
}

function prerendered(html: string, kind: 'math' | 'diagram', block: boolean): Element {
  return { type: 'element', tagName: PRERENDERED_TAG, properties: { dataHtml: html, dataKind: kind, dataBlock: block }, children: [] };
}

/**
 * A formula or a diagram as build-time HTML, or undefined for any other code. The note's check
 * (noteBody.ts) has refused what does not parse, naming the line; rendering throws on it too.
 */
function mathOrDiagram(code: Element, block: boolean, diagrams: DiagramContext, texts: NoteMarkdownTexts, drawn: DrawnDiagrams): Element | undefined {
  const language = languageOf(code);
  const source = toString(code).replace(/\n$/, '');
  // An inline $$…$$ is drawn in display style inside its sentence, as GitHub draws it.
  if (language === 'math') return prerendered(renderFormula(source, block || classesOf(code).includes('math-display')), 'math', block);
  if (language !== 'mermaid' || !block) return undefined;
  diagrams.count += 1;
  const number = diagrams.count;
  const context = diagrams.heading ?? diagrams.paragraph;
  const svg = renderDiagram(source, `diagram-${number}-`, { context, name: (words) => formatText(texts.diagram, { number, words }) }, drawn);
  return prerendered(svg, 'diagram', true);
}

/**
 * What the note says about the diagrams to come, for their accessible names: the heading of the
 * section they are in (a heading is a short name its writer chose, and tells two diagrams of one
 * note apart by where they stand), or, above the first heading, the first sentence of the paragraph
 * before them (it introduces them; the whole paragraph was just read out). None before the first
 * words of the note: the diagram is named by its own words.
 */
interface DiagramContext {
  count: number;
  heading?: string;
  paragraph?: string;
}

function noteContext(node: Element, context: DiagramContext): void {
  const text = toString(node).replace(/\s+/g, ' ').trim();
  if (!text) return;
  if (/^h[2-6]$/.test(node.tagName)) context.heading = text;
  else if (node.tagName === 'p') context.paragraph = text.split(/(?<=[.!?…])\s/)[0]!.replace(/\s*[:;,]$/, '');
}

/** A task list's checkbox as text: a disabled form control in an article is read as an unlabelled field. */
function taskMark(input: Element, texts: NoteMarkdownTexts): ElementContent[] {
  const done = Boolean(input.properties.checked);
  return [
    { type: 'element', tagName: 'span', properties: { className: ['task-mark'], ariaHidden: 'true' }, children: [{ type: 'text', value: done ? '☑' : '☐' }] },
    { type: 'element', tagName: 'span', properties: { className: ['visually-hidden'] }, children: [{ type: 'text', value: done ? texts.taskDone : texts.taskToDo }] },
  ];
}

/** `drawn`: the drawings of the diagrams, the site's own unless given. */
export async function renderNoteMarkdown(markdown: string, texts: NoteMarkdownTexts, drawn: DrawnDiagrams = siteDiagrams()): Promise<RenderedNote> {
  const processor = processorFor(texts);
  const tree = (await processor.run(processor.parse(markdown), markdown)) as Root;
  figuresAndTables(tree, texts.table);
  const headingIds = new Set<string>();
  visit(tree, 'element', (node) => {
    if (/^h[1-6]$/.test(node.tagName) && typeof node.properties.id === 'string') headingIds.add(node.properties.id);
  });
  const blocks: Array<{ parent: { children: ElementContent[] }; index: number; code: string; language: string; meta?: string }> = [];
  const diagrams: DiagramContext = { count: 0 };
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    noteContext(node, diagrams);
    const isBlock = node.tagName === 'pre' && node.children[0]?.type === 'element' && node.children[0].tagName === 'code';
    const code = isBlock ? (node.children[0] as Element) : node.tagName === 'code' ? node : undefined;
    const special = code && mathOrDiagram(code, isBlock, diagrams, texts, drawn);
    if (special) {
      parent.children[index] = special;
      return 'skip';
    }
    if (isBlock && code) {
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      blocks.push({ parent: parent as { children: ElementContent[] }, index, code: toString(code).replace(/\n$/, ''), language: languageOf(code), meta });
    } else if (node.tagName === 'img' && typeof node.properties.src === 'string') {
      Object.assign(node.properties, { src: sitePath(node.properties.src), loading: 'lazy', decoding: 'async' });
    } else if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const href = node.properties.href;
      node.properties.href = href.startsWith('#') ? sectionLink(href, headingIds) : sitePath(href);
    } else if ((node.tagName === 'td' || node.tagName === 'th') && typeof node.properties.align === 'string') {
      // A table column's alignment as a class: the align attribute is obsolete HTML.
      node.properties.className = [`align-${node.properties.align}`];
      delete node.properties.align;
    } else if (node.tagName === 'input' && node.properties.type === 'checkbox') {
      parent.children.splice(index, 1, ...taskMark(node, texts));
    }
  });
  for (const [number, { parent, index, code, language, meta }] of blocks.entries()) {
    const { title, lines } = codeFenceMeta(meta);
    // The highlighted <pre> travels as one HTML string, as on the project pages: React then
    // hydrates one element per block instead of one per token.
    parent.children[index] = {
      type: 'element',
      tagName: CODE_BLOCK_TAG,
      properties: {
        dataLanguage: language,
        dataCode: code,
        // Its name (for the copy button) is an interface text: NoteArticle words it from the number.
        dataNumber: number + 1,
        ...(title ? { dataTitle: title } : {}),
        dataHtml: await highlightCode(code, language, lines),
      },
      children: [],
    };
  }
  const toc = tree.children
    .filter((node): node is Element => node.type === 'element' && node.tagName === 'h2' && typeof node.properties.id === 'string')
    .map((heading) => ({ id: String(heading.properties.id), text: toString(heading) }));
  return { tree, toc };
}
