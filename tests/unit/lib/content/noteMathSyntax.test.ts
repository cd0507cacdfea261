/**
 * @jest-environment node
 */
// Math in a note's Markdown, read as GitHub reads it (reduced cases of the real documents of
// docs/measurements/real-files-math.md): which dollar signs make a formula, which formulas are
// displayed, and the line a problem of a formula is named on.
import type { Element, Root } from 'hast';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';
import { NoteArticle } from '@/components/notes/NoteArticle';
import { checkNotes } from '@/lib/content/noteFiles';
import { renderNoteMarkdown } from '@/lib/content/noteMarkdown';
import { hasFormula } from '@/lib/content/noteMathSyntax';
import { interfaceDefaults } from '@/lib/model/interfaceText';

interface Formula {
  tex: string;
  /** Drawn in display style. */
  display: boolean;
  /** A block of its own (not inside a paragraph). */
  block: boolean;
  inParagraph: boolean;
}

async function formulas(markdown: string): Promise<{ formulas: Formula[]; tree: Root }> {
  const { tree } = await renderNoteMarkdown(markdown, interfaceDefaults.notes);
  const found: Formula[] = [];
  visit(tree, 'element', (node: Element, _index, parent) => {
    if (node.tagName !== 'note-prerendered' || node.properties.dataKind !== 'math') return;
    const html = String(node.properties.dataHtml);
    found.push({
      tex: /<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/.exec(html)![1]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
      display: /^<math display="block"/.test(html),
      block: node.properties.dataBlock === true,
      inParagraph: parent?.type === 'element' && parent.tagName === 'p',
    });
  });
  return { formulas: found, tree };
}

const paragraphs = (tree: Root) => {
  const texts: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'p') texts.push(node.children.map((child) => (child.type === 'text' ? child.value : '·')).join(''));
  });
  return texts;
};

describe('formulas in a note, as GitHub reads them', () => {
  it('draws $$…$$ on a line of its own as a display formula in a block of its own', async () => {
    const { formulas: found } = await formulas('Before.\n\n$$E = mc^2$$\n\nAfter.\n');
    expect(found).toEqual([{ tex: 'E = mc^2', display: true, block: true, inParagraph: false }]);
  });

  it('draws $$…$$ inside a sentence in display style, in its sentence', async () => {
    const { formulas: found } = await formulas('Cost function: $$J(\\theta) = \\frac{1}{2m}$$ for one example.\n');
    expect(found).toEqual([{ tex: 'J(\\theta) = \\frac{1}{2m}', display: true, block: false, inParagraph: true }]);
  });

  it('reads "$$\\begin{align}" … "\\end{align}$$" as one display formula, not a block that runs on to the next "$$"', async () => {
    const markdown = '$$\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}$$\n\nBetween the two.\n\n$$\nx = 1\n$$\n';
    const { formulas: found, tree } = await formulas(markdown);
    expect(found.map((formula) => [formula.tex, formula.block])).toEqual([
      ['\\begin{align}\na &= b \\\\\nc &= d\n\\end{align}', true],
      ['x = 1', true],
    ]);
    expect(paragraphs(tree)).toEqual(['Between the two.']);
  });

  it('reads $`…`$ as an inline formula that may hold dollar signs, and \\$ inside $…$ as a dollar of the formula', async () => {
    const { formulas: found, tree } = await formulas('Four dollars: $`\\sqrt{\\$4}`$, or $\\sqrt{\\$4}$ as well.\n');
    expect(found.map((formula) => [formula.tex, formula.display])).toEqual([
      ['\\sqrt{\\$4}', false],
      ['\\sqrt{\\$4}', false],
    ]);
    expect(paragraphs(tree)).toEqual(['Four dollars: ·, or · as well.']);
  });

  it('leaves prices as text: "$5 and $10" is no formula, nor "$ x $"', async () => {
    const { formulas: found, tree } = await formulas('It costs $5 and $10 a month, or $ 3 $.\n');
    expect(found).toEqual([]);
    expect(paragraphs(tree)).toEqual(['It costs $5 and $10 a month, or $ 3 $.']);
  });

  it('tells which notes have a formula, for the stylesheet and fonts the build writes', () => {
    expect(hasFormula('Text and `$x$` in code.\n\nIt costs $5 and $10.\n')).toBe(false);
    expect(hasFormula('```math\nx\n```\n')).toBe(true);
    expect(hasFormula('Inline $x$ too.\n')).toBe(true);
  });
});

describe('a note page with formulas', () => {
  it('links the formulas\' stylesheet once, and a page without formulas links nothing of it', async () => {
    const page = async (markdown: string) =>
      renderToStaticMarkup(NoteArticle({ tree: (await renderNoteMarkdown(markdown, interfaceDefaults.notes)).tree, ui: interfaceDefaults }));
    const withMath = await page('One $x$, two $$y$$.\n\n```math\nz\n```\n');
    expect(withMath.match(/<link rel="stylesheet" href="\/math\/math\.css"/g)).toHaveLength(1);
    expect(await page('No math, $5 and $10.\n')).not.toContain('math.css');
  });
});

describe('checkNotes, on formulas', () => {
  const note = (body: string) => ({ file: 'notes/maths.md', source: `---\ntitle: A note\ndate: 2025-03-01\nsummary: What it is about.\ntags: [python]\n---\n${body}` });

  it('names the note, the line of the command and the command that cannot be drawn', () => {
    const body = 'Intro.\n\n$$\n\\begin{aligned}\na &= \\href{https://example.test}{b} \\\\\nc &= d\n\\end{aligned}\n$$\n';
    const { problems } = checkNotes([note(body)]);
    expect(problems.map((problem) => [problem.file, problem.entry, problem.field, problem.message])).toEqual([
      ['notes/maths.md', 'note "maths"', '(body, line 11)', expect.stringMatching(/^has a formula that cannot be drawn as written \(got .*\): uses \\href, which would put a link inside a formula/)],
    ]);
  });

  it('suggests \\$ for an inline formula that is probably a price', () => {
    const { problems } = checkNotes([note('It was $\\frac{a$b.\n')]);
    expect(problems[0]?.message).toMatch(/; if the dollar signs are not math, write them as \\\$$/);
  });
});
