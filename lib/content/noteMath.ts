// A note's formulas ($…$, $$…$$ and ```math blocks) as MathML, written at build time by KaTeX.
// MathML rather than KaTeX's HTML: browsers lay it out themselves, so a page with math needs no
// stylesheet, font or script of its own, and a formula weighs about a seventh of its HTML form.
import katex from 'katex';

/** The MathML of a formula; throws KaTeX's ParseError when it does not parse. */
export function renderFormula(tex: string, display: boolean): string {
  return katex.renderToString(tex, { displayMode: display, output: 'mathml', throwOnError: true, strict: 'ignore' });
}

/** Why a formula does not parse, in KaTeX's words, or undefined when it does. */
export function formulaProblem(tex: string, display: boolean): string | undefined {
  try {
    renderFormula(tex, display);
    return undefined;
  } catch (error) {
    return error instanceof katex.ParseError ? error.rawMessage : String(error);
  }
}
