/**
 * @jest-environment node
 */
// A note's Markdown as the note page renders it: GitHub-flavoured Markdown, headings that link to
// themselves, the sections for the table of contents, code blocks highlighted for the copy-button
// figure, and site paths under the base path.
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type * as NoteMarkdown from '@/lib/content/noteMarkdown';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { formatText } from '@/lib/format/text';
import { DIAGRAM_FOLDER, diagramFile, drawnDiagrams, type DrawnDiagrams } from '@/lib/content/noteDiagramCache';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const texts = interfaceDefaults.notes;

/** Renders with the build's base path set as next.config.ts inlines it. */
async function render(markdown: string, basePath = '', drawn?: DrawnDiagrams): Promise<ReturnType<typeof NoteMarkdown.renderNoteMarkdown>> {
  const previous = process.env.NEXT_PUBLIC_BASE_PATH;
  process.env.NEXT_PUBLIC_BASE_PATH = basePath;
  let loaded: typeof NoteMarkdown | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = require('@/lib/content/noteMarkdown');
  });
  try {
    return await loaded!.renderNoteMarkdown(markdown, texts, drawn);
  } finally {
    process.env.NEXT_PUBLIC_BASE_PATH = previous;
  }
}

function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

const text = (node: Element | Root): string =>
  node.children.map((child) => (child.type === 'text' ? child.value : 'children' in child ? text(child as Element) : '')).join('');

describe('renderNoteMarkdown', () => {
  it('lists the level-2 sections for the contents, each heading an id and a link to itself', async () => {
    const { tree, toc } = await render('## First part\n\nText.\n\n### Detail\n\n## Second `part`\n');
    expect(toc).toEqual([
      { id: 'note-first-part', text: 'First part' },
      { id: 'note-second-part', text: 'Second part' },
    ]);
    const [first] = elements(tree, 'h2');
    expect(first!.properties.id).toBe('note-first-part');
    // The link wraps the heading's text: one accessible name, nothing extra to announce.
    expect(first!.children).toHaveLength(1);
    const link = first!.children[0] as Element;
    expect([link.tagName, link.properties.href, text(link)]).toEqual(['a', '#note-first-part', 'First part']);
  });

  it("gives headings ids that clash with none of the page's own ids or the framework's globals", async () => {
    // An element id becomes a global of the page: id="__next_f" replaces the framework's script
    // queue and the page never hydrates; "main-content" is the skip link's target.
    const { tree, toc } = await render('## __next_f\n\n## Main content\n\nSee [the start](#__next_f).\n');
    const ids = elements(tree, 'h2').map((heading) => String(heading.properties.id));
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(['__next_f', 'main-content', 'toc-heading', 'footnote-label']).not.toContain(id);
    expect(toc.map((entry) => entry.id)).toEqual(ids);
    // A link to a section written as the heading's text still lands on it.
    const links = elements(tree, 'a').map((a) => a.properties.href);
    expect(links).toContain(`#${ids[0]}`);
    expect(links.filter((href) => href === '#__next_f')).toEqual([]);
  });

  it('turns each fenced code block into a highlighted block with its language and exact code', async () => {
    const { tree } = await render('```python\nx = 1  # one\n```\n\nand\n\n```\nplain\n```\n');
    const blocks = elements(tree, 'note-code-block');
    expect(blocks.map((block) => [block.properties.dataLanguage, block.properties.dataCode])).toEqual([
      ['python', 'x = 1  # one'],
      ['text', 'plain'],
    ]);
    expect(blocks[0]!.properties.dataHtml).toMatch(/^<pre class="shiki[^>]*><code><span class="line"><span style="--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}">/i);
  });

  it('writes images and links to site paths under the base path, and leaves other sites alone', async () => {
    const markdown = '![A chart](/images/notes/chart.svg)\n\n[a project](/projects/alpha) [top](/#about) [away](https://example.org/x)\n';
    const { tree } = await render(markdown, '/portfolio');
    const [image] = elements(tree, 'img');
    expect(image!.properties).toMatchObject({ src: '/portfolio/images/notes/chart.svg', alt: 'A chart', loading: 'lazy' });
    expect(elements(tree, 'a').map((a) => a.properties.href)).toEqual(['/portfolio/projects/alpha/', '/portfolio/#about', 'https://example.org/x']);
  });

  it('renders tables with their alignment as classes, task lists without form fields, and footnotes', async () => {
    const markdown = '| a | b |\n| :-: | --: |\n| 1 | 2 |\n\n- [x] done\n- [ ] open\n\nA claim.[^1]\n\n[^1]: The source.\n';
    const { tree } = await render(markdown);
    expect(elements(tree, 'th').map((cell) => cell.properties.className)).toEqual([['align-center'], ['align-right']]);
    expect(elements(tree, 'th').some((cell) => 'align' in cell.properties)).toBe(false);
    expect(elements(tree, 'input')).toHaveLength(0);
    expect(elements(tree, 'li').slice(0, 2).map(text)).toEqual([`☑${texts.taskDone} done`, `☐${texts.taskToDo} open`]);
    const footnotes = elements(tree, 'section').find((section) => 'dataFootnotes' in section.properties);
    expect(footnotes && text(footnotes)).toContain('The source.');
    expect(footnotes && elements(footnotes as unknown as Root, 'h2').map(text)).toEqual([texts.footnotes]);
    const back = footnotes && elements(footnotes as unknown as Root, 'a').find((a) => 'dataFootnoteBackref' in a.properties);
    expect(back?.properties.ariaLabel).toBe(formatText(texts.backToReference, { number: 1 }));
  });

  it('writes $…$, $$…$$ and ```math formulas as MathML Core, inline in the sentence or displayed', async () => {
    const markdown = 'The loss $L = \\sum_i x_i^2$ falls.\n\n$$\n\\hat{y} = \\sigma(Wx + b)\n$$\n\n```math\ne^{i\\pi} + 1 = 0\n```\n';
    const { tree } = await render(markdown);
    const formulas = elements(tree, 'note-prerendered');
    expect(formulas.map((formula) => [formula.properties.dataKind, formula.properties.dataBlock])).toEqual([
      ['math', false],
      ['math', true],
      ['math', true],
    ]);
    const [inline, display, fenced] = formulas.map((formula) => String(formula.properties.dataHtml));
    // The formula stays inside its sentence, and a reader's copy keeps the TeX it was written in.
    expect(elements(tree, 'p')[0]!.children.some((child) => child.type === 'element' && child.tagName === 'note-prerendered')).toBe(true);
    expect(inline).toMatch(/^<math><semantics>.*<msubsup><mi>x<\/mi><mi>i<\/mi><mn[^>]*>2<\/mn><\/msubsup>/);
    expect(inline).toContain('<annotation encoding="application/x-tex">L = \\sum_i x_i^2</annotation>');
    expect(display).toContain('display="block"');
    expect(display).toContain('<mi>σ</mi>');
    expect(fenced).toContain('display="block"');
  });

  /**
   * The drawings of `blocks` as the drawing step writes them (reduced: one label and one arrow
   * marker each), in a content folder of their own.
   */
  const drawnDirs: string[] = [];
  afterAll(() => drawnDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  function drawings(blocks: Record<string, string>): DrawnDiagrams {
    const contentDir = mkdtempSync(path.join(tmpdir(), 'note-diagrams-'));
    drawnDirs.push(contentDir);
    mkdirSync(path.join(contentDir, DIAGRAM_FOLDER), { recursive: true });
    for (const [code, label] of Object.entries(blocks)) {
      const labels = label.split(', ').map((word) => `<g class="node"><foreignObject width="60" height="24"><div xmlns="http://www.w3.org/1999/xhtml"><p>${word}</p></div></foreignObject></g>`).join('');
      const svg = `<svg id="mermaid" width="300" height="80" viewBox="0 0 300 80" xmlns="http://www.w3.org/2000/svg" style="fill: light-dark(rgb(51, 51, 51), rgb(204, 204, 204));" data-smallest-text="16"><marker id="mermaid_pointEnd"><path d="M0 0L10 5"/></marker><path d="M0,0L9,9" marker-end="url(#mermaid_pointEnd)"/>${labels}</svg>`;
      writeFileSync(path.join(contentDir, DIAGRAM_FOLDER, diagramFile(code)), svg);
    }
    return drawnDiagrams(contentDir, 'content');
  }

  it('puts each ```mermaid block\'s drawing in the page, named by its title or the heading of its section', async () => {
    const flowCode = '%% title: How a batch is scored\ngraph LR\n  A[Batch] --> B{Model}\n  B -->|scores| C[Metrics]';
    const sequenceCode = 'sequenceDiagram\n  participant T as Trainer\n  T->>M: fit(batch)\n  M-->>T: loss';
    const markdown = `\`\`\`mermaid\n${flowCode}\n\`\`\`\n\n## Training loop\n\nThe trainer asks.\n\n\`\`\`mermaid\n${sequenceCode}\n\`\`\`\n`;
    const drawn = drawings({ [flowCode]: 'Batch, Model, scores, Metrics', [sequenceCode]: 'loss, Trainer, M, fit(batch)' });
    const { tree } = await render(markdown, '', drawn);
    const [flow, sequence] = elements(tree, 'note-prerendered').map((diagram) => String(diagram.properties.dataHtml));
    expect(flow).toMatch(/^<svg role="img" aria-label="How a batch is scored"/);
    // The picture's own texts are not read out under role="img": they are its description, in the order written.
    expect(sequence).toMatch(new RegExp(`^<svg role="img" aria-label="${formatText(texts.diagram, { number: 2, words: 'Training loop' })}" aria-describedby="diagram-2-words"[^>]*><desc id="diagram-2-words">Trainer, M, fit\\(batch\\), loss</desc>`));
    // No stylesheet for the policy to block: the drawing's colours are light-dark() pairs on its elements.
    for (const svg of [flow!, sequence!]) expect(svg).not.toMatch(/<style/);
    // Two diagrams on one page: their arrow markers keep apart.
    const ids = [flow!, sequence!].flatMap((svg) => [...svg.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(flow).toContain('marker-end="url(#diagram-1-mermaid_pointEnd)"');
    expect(sequence).toContain('marker-end="url(#diagram-2-mermaid_pointEnd)"');
  });

  it('names a diagram above the first heading by the sentence introducing it, and one in a note of no words by what it shows', async () => {
    const code = 'graph TD\n  F[Fit] --> S[Score]';
    const drawn = drawings({ [code]: 'Fit, Score' });
    const intro = `A model is fitted, then scored: the loop below. It runs nightly.\n\n\`\`\`mermaid\n${code}\n\`\`\`\n`;
    const [introduced] = elements((await render(intro, '', drawn)).tree, 'note-prerendered').map((diagram) => String(diagram.properties.dataHtml));
    expect(introduced).toMatch(new RegExp(`^<svg role="img" aria-label="${formatText(texts.diagram, { number: 1, words: 'A model is fitted, then scored: the loop below.' })}"[^>]*><desc id="diagram-1-words">Fit, Score</desc>`));
    const [bare] = elements((await render(`\`\`\`mermaid\n${code}\n\`\`\`\n`, '', drawn)).tree, 'note-prerendered').map((diagram) => String(diagram.properties.dataHtml));
    expect(bare).toMatch(new RegExp(`^<svg role="img" aria-label="${formatText(texts.diagram, { number: 1, words: 'Fit, Score' })}"`));
    expect(bare).not.toMatch(/<desc|aria-describedby/);
  });
});

