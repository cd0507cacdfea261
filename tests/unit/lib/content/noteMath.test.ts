/**
 * @jest-environment node
 */
// A note's formulas as MathML Core, drawn as GitHub draws them (reduced cases of what the real
// documents of docs/measurements/real-files-math.md use), and every formula that cannot be drawn as
// written refused with the reason, the command or the limit.
import temml from 'temml';
import { FORMULA_LIMITS, formulaProblem, renderFormula } from '@/lib/content/noteMath';

/** The letters and words a formula shows, in order (what MathML Core browsers draw). */
const shown = (mathml: string) => [...mathml.replace(/<annotation[\s\S]*?<\/annotation>/, '').matchAll(/<(mi|mn|mo|mtext)\b[^>]*>([^<]*)</g)].map((match) => match[2]).filter(Boolean);

describe('renderFormula', () => {
  it('writes \\mathbb, \\mathbf, \\mathcal, \\mathfrak and \\boldsymbol as the Unicode letters MathML Core draws, with no mathvariant it would ignore', () => {
    const mathml = renderFormula('\\mathbb{R} \\ni \\mathbf{x}, \\mathcal{L}(\\boldsymbol{\\theta}), \\mathfrak{g}', false);
    expect(shown(mathml)).toEqual(['ℝ', '∋', '𝐱', ',', 'ℒ', '(', '𝜽', ')', ',', '𝔤']);
    expect(mathml).not.toMatch(/mathvariant="(?!normal")/);
  });

  it('writes \\operatorname upright with the function spacing, \\text as text and \\color as the colour', () => {
    const mathml = renderFormula('\\operatorname{tr}(A) \\quad \\text{if } {\\color{red} x} > 0', false);
    expect(mathml).toMatch(/<mi>tr<\/mi><mo>⁡<\/mo>/);
    expect(mathml).toContain('<mtext>if\u00a0</mtext>');
    expect(mathml).toMatch(/<mi style="color:#ff0000;">x<\/mi>/);
  });

  it('draws align with a row per \\\\ and the \\tag and \\tag* labels as cells of their rows, in MathML Core (no mlabeledtr)', () => {
    const mathml = renderFormula('\\begin{align} a &= b + c \\tag{1} \\\\ d &= e \\tag*{A} \\end{align}', true);
    expect(mathml.match(/<mtr>/g)).toHaveLength(2);
    expect([...mathml.matchAll(/<mtext class="tml-tag">([^<]*)</g)].map((match) => match[1])).toEqual(['(1)', 'A']);
    expect(mathml).not.toContain('mlabeledtr');
  });

  it('numbers nothing by itself, as GitHub does: align and gather show only the numbers written with \\tag', () => {
    for (const tex of ['\\begin{align} a &= b \\\\ c &= d \\end{align}', '\\begin{gather} a \\\\ b \\end{gather}']) {
      expect(shown(renderFormula(tex, true))).toEqual(tex.startsWith('\\begin{align}') ? ['a', '=', 'b', 'c', '=', 'd'] : ['a', 'b']);
    }
  });

  it('draws align*, aligned, gather, cases, the matrix environments and array with its rules, a row per \\\\', () => {
    const rows = (tex: string) => renderFormula(tex, true).match(/<mtr>/g)?.length;
    expect(rows('\\begin{align*} f &= x^2 \\\\ g &= \\sqrt{x} \\end{align*}')).toBe(2);
    expect(rows('y = \\begin{aligned} a &= b \\\\ &= c \\end{aligned}')).toBe(2);
    expect(rows('|x| = \\begin{cases} x & x \\ge 0 \\\\ -x & \\text{otherwise} \\end{cases}')).toBe(2);
    for (const matrix of ['matrix', 'pmatrix', 'bmatrix', 'Bmatrix', 'vmatrix', 'Vmatrix']) expect(rows(`\\begin{${matrix}} a & b \\\\ c & d \\end{${matrix}}`)).toBe(2);
    const array = renderFormula('\\begin{array}{c|c} a & b \\\\ \\hline c & d \\end{array}', true);
    expect(array).toMatch(/border-right:0\.06em solid/);
    expect(array).toMatch(/border-bottom:0\.06em solid/);
  });

  it('keeps the TeX as written for a reader who copies the formula', () => {
    expect(renderFormula('L = \\sum_i x_i^2', false)).toContain('<annotation encoding="application/x-tex">L = \\sum_i x_i^2</annotation>');
  });

  it('draws each formula once per build, however many times the check and the page ask for it', () => {
    const draw = jest.spyOn(temml, 'renderToString');
    const tex = 'e^{i\\pi} + 1 = 0 \\quad % once';
    expect(formulaProblem(tex, true)).toBeUndefined();
    const first = renderFormula(tex, true);
    expect(renderFormula(tex, true)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    // The same TeX inline is another formula.
    renderFormula(tex, false);
    expect(draw).toHaveBeenCalledTimes(2);
    draw.mockRestore();
  });
});

describe('formulaProblem', () => {
  it.each([
    ['\\href{https://example.test}{x}', '\\href', 'a link'],
    ['\\url{https://example.test}', '\\url', 'a link'],
    ['\\htmlId{a}{x}', '\\htmlId', 'HTML'],
    ['\\htmlClass{a}{x}', '\\htmlClass', 'HTML'],
    ['\\htmlStyle{color: red}{x}', '\\htmlStyle', 'HTML'],
    ['\\htmlData{a=b}{x}', '\\htmlData', 'HTML'],
    ['\\includegraphics{chart.png}', '\\includegraphics', 'a picture'],
  ])('refuses %s, naming the command: a formula holds only math', (tex, command, what) => {
    expect(formulaProblem(tex, false)?.message).toBe(`uses ${command}, which would put ${what} inside a formula, and a formula here holds only math: write it in Markdown, outside the formula`);
  });

  it('refuses \\label, \\ref and \\eqref, which draw nothing without a script, saying what to write', () => {
    expect(formulaProblem('E = mc^2 \\label{energy} \\tag{1}', true)?.message).toMatch(/^uses \\label, which draws nothing without a script.*: leave it out; give the equation a number with \\tag\{1\}/);
    expect(formulaProblem('\\text{by } \\eqref{energy}', false)?.message).toMatch(/^uses \\eqref, .*write the number itself, e\.g\. \(1\)/);
    expect(formulaProblem('\\ref{energy}', false)?.message).toMatch(/^uses \\ref, /);
    // A line break followed by the word "label" is no \label.
    expect(formulaProblem('\\begin{aligned} a \\\\label \\end{aligned}', true)).toBeUndefined();
  });

  it('names a command the renderer does not know, and where it is', () => {
    const problem = formulaProblem('a + b\n\\frobnicate{c}', true);
    expect(problem?.message).toBe('uses \\frobnicate, which the renderer does not know (a command of a LaTeX package, or a typo?)');
    expect(problem?.position).toBe(6);
  });

  it('names the formula length limit before drawing anything', () => {
    const tex = `x = ${'1+'.repeat(FORMULA_LIMITS.characters / 2)}1`;
    expect(formulaProblem(tex, true)?.message).toBe(`is ${tex.length.toLocaleString('en')} characters long, longer than the limit of 8,000: split it into several formulas`);
  });

  it('names the expansion limit for a macro that calls itself and for nested \\def\'s that multiply the TeX', () => {
    expect(formulaProblem('\\def\\a{\\a x}\\a', true)?.message).toMatch(/^expands its macros more times than the limit \(200, fewer for long macros: 50,000 tokens in all/);
    const nested = `\\def\\a{${'x'.repeat(1900)}}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\def\\c{\\b\\b\\b\\b\\b\\b\\b\\b\\b\\b}\\c\\c\\c`;
    expect(formulaProblem(nested, true)?.message).toMatch(/^expands its macros more times than the limit/);
    const doubling = `\\def\\d#1{${'#1'.repeat(1000)}}\\d{${'x'.repeat(100)}}`;
    expect(formulaProblem(doubling, true)?.message).toBe('defines a macro that could write more than 50,000 tokens in one expansion, the limit: write the formula out');
    // A formula's own short macro is fine.
    expect(formulaProblem('\\renewcommand{\\R}{\\mathbb{R}} x \\in \\R^n', false)).toBeUndefined();
  });

  it('names the nesting limit: a root in a root in a root … 41 deep', () => {
    expect(formulaProblem(`${'\\sqrt{'.repeat(41)}x${'}'.repeat(41)}`, true)?.message).toMatch(/^nests 41 groups deep .*more than the limit of 40: write it flatter$/);
    expect(formulaProblem('\\left( \\frac{\\{a\\}}{b} \\right)', false)).toBeUndefined();
  });

  it('names a length the renderer would quietly shrink: \\rule, \\kern or \\hspace past 50 em', () => {
    expect(formulaProblem('\\rule{100000em}{100000em}', true)?.message).toBe('asks for a length of about 100,000 em (in \\rule, \\kern, \\hspace or the like), more than the limit of 50 em: a formula is drawn in the column of the text');
    expect(formulaProblem('a \\kern 2000pt b', false)?.message).toMatch(/^asks for a length of about 200 em/);
    expect(formulaProblem('a \\hspace{2em} b \\rule{0pt}{3ex}', false)).toBeUndefined();
  });

  it('names the output limit when a formula under the other limits draws too much MathML', () => {
    // 900 arrows with labels: 66 expansions of short macros, 300 KB of MathML.
    const wide = `\\def\\a{${'\\xrightarrow{a}'.repeat(15)}}\\def\\b{\\a\\a\\a\\a\\a\\a\\a\\a\\a\\a}\\b\\b\\b\\b\\b\\b`;
    expect(formulaProblem(wide, true)?.message).toMatch(/^draws to [\d,]+ KB of MathML, more than the limit of 200 KB: split it into several formulas$/);
  });

  it('tells an owner who writes \\newcommand for a command the renderer has to use \\renewcommand, and eqnarray to use align', () => {
    expect(formulaProblem('\\newcommand{\\R}{\\mathbb{R}} \\R', true)?.message).toBe('defines \\R with \\newcommand, but the renderer already has a \\R: use \\renewcommand to replace it');
    expect(formulaProblem('\\begin{eqnarray} a &=& b \\end{eqnarray}', true)?.message).toBe('uses the environment eqnarray, which the renderer does not know: write align, with & before the sign each line aligns on');
  });
});
