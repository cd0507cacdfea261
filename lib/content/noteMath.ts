// A note's formulas ($…$, $$…$$, $`…`$ and ```math blocks) as MathML Core, written at build time by
// Temml. MathML Core rather than KaTeX's MathML: browsers that implement Core (Chromium, and Safari
// for most of it) honour no `mathvariant` but "normal", so \mathbb{R} must be the letter ℝ itself,
// which Temml writes and KaTeX's MathML does not; and \tag labels and array rules are laid out with
// the small stylesheet Temml ships (lib/theme/mathStylesheet.ts turns it into public/math/math.css, linked only by pages with math).
// Rather than KaTeX's HTML: a formula weighs about a sixth of it, and needs no font of its own where
// the system has a math font. docs/measurements/real-files-math.md has the comparison.
//
// Every formula is bounded before and after it is drawn, and anything the page could not show as
// written is refused with the reason: a link, HTML or a picture inside a formula, and a reference
// to an equation number that only a script would fill in.
import temml from 'temml';

/** The limits of one formula: a real one stays far below each (the corpus's largest in the docs). */
export const FORMULA_LIMITS = {
  /** Characters of TeX between the delimiters. */
  characters: 8_000,
  /** Macro expansions (\newcommand, \def and the renderer's own macros, which real formulas use a few dozen times). */
  expansions: 200,
  /** Tokens the expansions of the formula's own macros may write, at most (checked before drawing, from their definitions). */
  expandedTokens: 50_000,
  /** Groups inside groups ({…}, \left…\right, environments): real formulas stay within a dozen. */
  nesting: 40,
  /** Any one length (\rule, \kern, \hspace, \raisebox…), in em: 50 em is a whole page's width. */
  lengthEm: 50,
  /** Bytes of MathML one formula may draw to. */
  outputBytes: 200_000,
};

/** Commands that put a link, HTML or a picture inside math: a formula on this site holds only math. */
const OUTSIDE_MATH: Record<string, string> = {
  '\\href': 'a link',
  '\\url': 'a link',
  '\\htmlId': 'HTML',
  '\\htmlClass': 'HTML',
  '\\htmlStyle': 'HTML',
  '\\htmlData': 'HTML',
  '\\includegraphics': 'a picture',
};

/** Commands the renderer draws only with a script's help: left to it, the page would show nothing. */
const NEEDS_A_SCRIPT: Record<string, string> = {
  '\\ref': 'write the number itself, e.g. (1), and give the equation that number with \\tag{1}',
  '\\eqref': 'write the number itself, e.g. (1), and give the equation that number with \\tag{1}',
  '\\label': 'leave it out; give the equation a number with \\tag{1} and write that number where you refer to it',
};

/** A formula that cannot be drawn as written, with the reason in the owner's words. */
export class FormulaProblem extends Error {
  /** Characters into the formula's TeX where the problem is, when the renderer knows. */
  readonly position?: number;

  constructor(message: string, position?: number) {
    super(message);
    this.name = 'FormulaProblem';
    this.position = position;
  }
}

const number = (value: number) => value.toLocaleString('en');
const unitsPerEm: Record<string, number> = {
  em: 1,
  ex: 0.431,
  mu: 1 / 18,
  pt: 0.1,
  bp: 0.1,
  pc: 1.2,
  dd: 0.107,
  cc: 1.28,
  nd: 0.107,
  nc: 1.28,
  sp: 0.1 / 65536,
  px: 1 / 16,
  mm: 0.2845,
  cm: 2.845,
  in: 7.227,
};

interface Length {
  number: number;
  unit: string;
}

function isLength(value: unknown): value is Length {
  return typeof value === 'object' && value !== null && typeof (value as Length).number === 'number' && typeof (value as Length).unit === 'string';
}

/** The longest length the parsed formula asks for, in em (0 when none). */
function longestLength(node: unknown, seen = new Set<unknown>()): number {
  if (typeof node !== 'object' || node === null || seen.has(node)) return 0;
  seen.add(node);
  if (isLength(node)) return Math.abs(node.number) * (unitsPerEm[node.unit] ?? 1);
  let longest = 0;
  for (const [key, value] of Object.entries(node)) if (key !== 'loc') longest = Math.max(longest, longestLength(value, seen));
  return longest;
}

/** A command named in a Temml error message ("Unsupported function name: \href", "Function "\includegraphics" is not trusted"). */
function commandIn(message: string): string | undefined {
  return /(?:Unsupported function name: |Function "|Undefined control sequence: )(\\(?:[A-Za-z]+|[^A-Za-z\s]))/.exec(message)?.[1];
}

/** Temml's message without the excerpt it appends ("at position 3: …" with underlined characters). */
function plainMessage(message: string): string {
  return message.replace(/\s+at (position \d+|end of input):[\s\S]*$/, '').trim();
}

/** The problem of a formula the renderer refused, in the owner's words. */
function problemOf(error: unknown): FormulaProblem {
  if (error instanceof FormulaProblem) return error;
  const message = error instanceof Error ? error.message : String(error);
  const position = typeof (error as { position?: unknown })?.position === 'number' ? (error as { position: number }).position : undefined;
  if (/Too many expansions/.test(message)) {
    return new FormulaProblem(
      `expands its macros more times than the limit (${number(FORMULA_LIMITS.expansions)}, fewer for long macros: ${number(FORMULA_LIMITS.expandedTokens)} tokens in all; a \\def or \\newcommand that calls itself?): write the formula out`,
      position,
    );
  }
  const command = commandIn(message);
  if (command && OUTSIDE_MATH[command]) {
    return new FormulaProblem(`uses ${command}, which would put ${OUTSIDE_MATH[command]} inside a formula, and a formula here holds only math: write it in Markdown, outside the formula`, position);
  }
  if (command) return new FormulaProblem(`uses ${command}, which the renderer does not know (a command of a LaTeX package, or a typo?)`, position);
  const redefined = /\\newcommand\{(\\[A-Za-z]+)\} attempting to redefine/.exec(message)?.[1];
  if (redefined) return new FormulaProblem(`defines ${redefined} with \\newcommand, but the renderer already has a ${redefined}: use \\renewcommand to replace it`, position);
  const environment = /No such environment: (\w+\*?)/.exec(message)?.[1];
  if (environment) return new FormulaProblem(`uses the environment ${environment}, which the renderer does not know${environment === 'eqnarray' ? ': write align, with & before the sign each line aligns on' : ''}`, position);
  if (!(error instanceof Error) || error.name !== 'ParseError') return new FormulaProblem(`could not be read by the renderer (${message})`, position);
  return new FormulaProblem(plainMessage(message), position);
}

/** How deep the formula's groups nest: braces, \left…\right and environments (escaped braces aside). */
function nestingOf(tex: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [token] of tex.matchAll(/\\[A-Za-z]+|\\.|[{}]/g)) {
    if (token === '{' || token === '\\left' || token === '\\begin') deepest = Math.max(deepest, ++depth);
    else if (token === '}' || token === '\\right' || token === '\\end') depth -= 1;
  }
  return deepest;
}

/** The body of a macro definition that starts at `open` (a "{"), braces balanced, or undefined. */
function bracedAt(tex: string, open: number): string | undefined {
  if (tex[open] !== '{') return undefined;
  let depth = 0;
  for (let i = open; i < tex.length; i += 1) {
    if (tex[i] === '\\') i += 1;
    else if (tex[i] === '{') depth += 1;
    else if (tex[i] === '}' && --depth === 0) return tex.slice(open + 1, i);
  }
  return undefined;
}

const DEFINITION = /\\(?:[gex]?def\s*\\[A-Za-z]+|(?:re|provide)?newcommand\*?\s*\{?\s*\\[A-Za-z]+\s*\}?)[^{]*/g;

/**
 * How many expansions this formula may make: the limit, or fewer when its own macros are long
 * enough that so many would write more than the token limit. One expansion of a macro writes its
 * body, with each "#n" replaced by an argument no longer than the formula: estimated from the
 * definitions before anything is expanded, since the renderer would spend seconds on a few hundred
 * nested \def's before its own count stopped it.
 */
function expansionLimit(tex: string): number {
  let widest = 0;
  for (const match of tex.matchAll(DEFINITION)) {
    const body = bracedAt(tex, match.index + match[0].length) ?? '';
    widest = Math.max(widest, body.length + (body.match(/#[1-9]/g)?.length ?? 0) * tex.length);
  }
  const limit = widest ? Math.min(FORMULA_LIMITS.expansions, Math.floor(FORMULA_LIMITS.expandedTokens / widest)) : FORMULA_LIMITS.expansions;
  if (limit < 1) {
    throw new FormulaProblem(`defines a macro that could write more than ${number(FORMULA_LIMITS.expandedTokens)} tokens in one expansion, the limit: write the formula out`);
  }
  return limit;
}

/** A command in TeX: not the letters after a line break "\\\\", nor the start of a longer name. */
const commandPattern = (command: string) => new RegExp(`(?<!\\\\)(?:\\\\\\\\)*\\${command}(?![A-Za-z])`);

function draw(tex: string, display: boolean): string {
  if (tex.length > FORMULA_LIMITS.characters) {
    throw new FormulaProblem(`is ${number(tex.length)} characters long, longer than the limit of ${number(FORMULA_LIMITS.characters)}: split it into several formulas`);
  }
  const depth = nestingOf(tex);
  if (depth > FORMULA_LIMITS.nesting) {
    throw new FormulaProblem(`nests ${number(depth)} groups deep ({…} in {…}, \\left…\\right, \\begin…\\end), more than the limit of ${FORMULA_LIMITS.nesting}: write it flatter`);
  }
  for (const [command, instead] of Object.entries(NEEDS_A_SCRIPT)) {
    const at = tex.search(commandPattern(command));
    if (at >= 0) throw new FormulaProblem(`uses ${command}, which draws nothing without a script and the page runs none: ${instead}`, at + tex.slice(at).indexOf(command));
  }
  const options = { displayMode: display, throwOnError: true, trust: false, strict: false, annotate: true, maxExpand: expansionLimit(tex) };
  // The lengths are checked on the parsed formula: the renderer would quietly shrink one that is too long.
  const longest = longestLength(temml.__parse(tex, options));
  if (longest > FORMULA_LIMITS.lengthEm) {
    throw new FormulaProblem(`asks for a length of about ${number(Math.round(longest))} em (in \\rule, \\kern, \\hspace or the like), more than the limit of ${FORMULA_LIMITS.lengthEm} em: a formula is drawn in the column of the text`);
  }
  const mathml = temml.renderToString(tex, options);
  if (mathml.length > FORMULA_LIMITS.outputBytes) {
    throw new FormulaProblem(`draws to ${number(Math.round(mathml.length / 1000))} KB of MathML, more than the limit of ${number(FORMULA_LIMITS.outputBytes / 1000)} KB: split it into several formulas`);
  }
  return mathml;
}

type Drawn = { mathml: string } | { problem: FormulaProblem };

// The build checks every note (./noteBody.ts) and then renders its page: each formula is drawn once
// per process and both read the result. Bounded by the notes' own formulas.
const drawn = new Map<string, Drawn>();

function drawOnce(tex: string, display: boolean): Drawn {
  const key = `${display ? 'D' : 'I'}${tex}`;
  let found = drawn.get(key);
  if (!found) {
    try {
      found = { mathml: draw(tex, display) };
    } catch (error) {
      found = { problem: problemOf(error) };
    }
    drawn.set(key, found);
  }
  return found;
}

/** The MathML of a formula; throws a FormulaProblem when it cannot be drawn as written. */
export function renderFormula(tex: string, display: boolean): string {
  const found = drawOnce(tex, display);
  if ('problem' in found) throw found.problem;
  return found.mathml;
}

/** Why a formula cannot be drawn as written, or undefined when it can. */
export function formulaProblem(tex: string, display: boolean): FormulaProblem | undefined {
  const found = drawOnce(tex, display);
  return 'problem' in found ? found.problem : undefined;
}
