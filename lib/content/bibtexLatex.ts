// LaTeX in BibTeX values as text, with what @retorquere/bibtex-parser does not do itself: math
// alphabets (\mathbb{R} is ℝ), operator names (\log), a few accents of math; its markup of italics,
// bold, small capitals and super- and subscripts as parts of a title; every command it cannot draw
// named, never shown as its name. The parser writes its markup as HTML tags, so the file's own "<"
// and ">" are swapped for two noncharacters before it reads them and back after.
import type { TitlePart } from '../model/publication';

const LT = '\ufdd0';
const GT = '\ufdd1';
/** The text with "<" and ">" set apart from the parser's markup (same length: offsets hold). */
export const protectAngles = (text: string) => text.replace(/</g, LT).replace(/>/g, GT);
const restoreAngles = (text: string) => text.replace(/\ufdd0/g, '<').replace(/\ufdd1/g, '>');
/** A value as written, with "<" and ">" back. */
export const asWritten = restoreAngles;

// ---- Formulas of the ACM's exports: JATS markup around the TeX of the formula ----
// <Formula format="inline"><TexMath><?TeX $N = 40$?></TexMath><AltText>Math 1</AltText><File …/></Formula>
// (its "<" and ">" set apart already). Each part's length is bounded: the search stays linear.
const JATS_FORMULA =
  /\ufdd0Formula[^\ufdd0\ufdd1]{0,200}\ufdd1\s*\ufdd0TexMath\ufdd1\s*\ufdd0\?TeX ?([^?\ufdd0\ufdd1]{0,2000})\?\ufdd1\s*\ufdd0\/TexMath\ufdd1(?:\s*\ufdd0AltText\ufdd1[^\ufdd0]{0,200}\ufdd0\/AltText\ufdd1)?(?:\s*\ufdd0File[^\ufdd0\ufdd1]{0,300}\ufdd1)?\s*\ufdd0\/Formula\ufdd1/g;
/** An entry's text with each JATS formula replaced by its TeX, before the parser reads it. */
export const withTexOfFormulas = (text: string) => text.replace(JATS_FORMULA, (_, tex: string) => tex.trim());

// ---- Math alphabets: the Unicode letters MathML and every font have ----
const ALPHABETS: Readonly<Record<string, { upper: number; lower: number; digit?: number; exceptions?: Record<string, string> }>> = {
  mathbf: { upper: 0x1d400, lower: 0x1d41a, digit: 0x1d7ce },
  mathit: { upper: 0x1d434, lower: 0x1d44e, exceptions: { h: 'ℎ' } },
  boldsymbol: { upper: 0x1d468, lower: 0x1d482, digit: 0x1d7ce },
  mathcal: { upper: 0x1d49c, lower: 0x1d4b6, exceptions: { B: 'ℬ', E: 'ℰ', F: 'ℱ', H: 'ℋ', I: 'ℐ', L: 'ℒ', M: 'ℳ', R: 'ℛ', e: 'ℯ', g: 'ℊ', o: 'ℴ' } },
  mathfrak: { upper: 0x1d504, lower: 0x1d51e, exceptions: { C: 'ℭ', H: 'ℌ', I: 'ℑ', R: 'ℜ', Z: 'ℨ' } },
  mathbb: { upper: 0x1d538, lower: 0x1d552, digit: 0x1d7d8, exceptions: { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' } },
  mathsf: { upper: 0x1d5a0, lower: 0x1d5ba, digit: 0x1d7e2 },
  mathtt: { upper: 0x1d670, lower: 0x1d68a, digit: 0x1d7f6 },
};
const ALPHABET_ALIASES: Readonly<Record<string, string>> = { mathscr: 'mathcal', bm: 'boldsymbol' };
const ALPHABET_COMMAND = /\\(mathbb|mathbf|mathcal|mathscr|mathfrak|mathit|mathsf|mathtt|boldsymbol|bm)\s*(?:\{([A-Za-z0-9 ]*)\}|([A-Za-z0-9]))/g;

function inAlphabet(name: string, letters: string): string {
  const alphabet = ALPHABETS[ALPHABET_ALIASES[name] ?? name]!;
  return [...letters]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (alphabet.exceptions?.[char]) return alphabet.exceptions[char];
      if (char >= 'A' && char <= 'Z') return String.fromCodePoint(alphabet.upper + code - 65);
      if (char >= 'a' && char <= 'z') return String.fromCodePoint(alphabet.lower + code - 97);
      if (char >= '0' && char <= '9' && alphabet.digit) return String.fromCodePoint(alphabet.digit + code - 48);
      return char;
    })
    .join('');
}

/**
 * An entry's math as the parser can show it, before it reads it: math alphabets as letters, and a
 * tie (~) as a no-break space, which the parser keeps in text and drops in math.
 */
export const withMathAsText = (text: string) =>
  text
    .replace(ALPHABET_COMMAND, (_, name: string, group?: string, single?: string) => inAlphabet(name, group ?? single ?? ''))
    .replace(/(?<!\\)\$[^$]{1,2000}\$/g, (math) => math.replace(/(?<!\\)~/g, '\u00a0'));

// ---- Commands the parser leaves to us ----
const OPERATORS = new Set(
  'arccos arcsin arctan arg argmax argmin cos cosh cot coth csc deg det dim exp gcd hom inf ker lg lim liminf limsup ln log max min Pr sec sin sinh sup tan tanh'.split(' '),
);
// Layout and font switches: they change how text looks in print, not what it says.
const LAYOUT = new Set(
  ('noindent newline linebreak pagebreak newpage par small footnotesize scriptsize tiny normalsize large Large LARGE huge Huge bf sf rm md up sl ' +
    'bfseries mdseries itshape upshape slshape scshape normalfont protect xspace displaystyle textstyle scriptstyle quad qquad allowbreak nobreak ' +
    'smallskip medskip bigskip vspace vfill hfill centering raggedright nocite left right big Big bigl bigr Bigl Bigr').split(' '),
);
const SYMBOLS: Readonly<Record<string, string>> = { lt: LT, gt: GT, lvert: '|', rvert: '|', vert: '|', mid: '|', '|': '‖', Vert: '‖', lVert: '‖', rVert: '‖', TeX: 'TeX', BibTeX: 'BibTeX', colon: ':' };
const MATH_ACCENTS: Readonly<Record<string, string>> = { hat: '\u0302', widehat: '\u0302', tilde: '\u0303', widetilde: '\u0303', dot: '\u0307', ddot: '\u0308', check: '\u030c', breve: '\u0306', acute: '\u0301', grave: '\u0300' };
// Commands whose argument is their text.
const TEXT_OF_ARGUMENT = new Set(['textsl', 'textsf', 'textnormal', 'textmd', 'text', 'textrm', 'operatorname', 'mathrm', 'mathnormal', 'ensuremath']);

interface LatexNode {
  type: string;
  content?: string | LatexNode[];
  env?: string;
  args?: Array<{ content: LatexNode[] }>;
}

/** The text of nodes made of letters and groups only; undefined when a command is among them. */
function plainNodes(nodes: readonly LatexNode[]): string | undefined {
  let text = '';
  for (const node of nodes) {
    if (node.type === 'string' && typeof node.content === 'string') text += node.content;
    else if (node.type === 'whitespace') text += ' ';
    else if (node.type === 'group' && Array.isArray(node.content)) {
      const inner = plainNodes(node.content);
      if (inner === undefined) return undefined;
      text += inner;
    } else return undefined;
  }
  return text;
}

/**
 * What the parser calls for a command it does not know: its text when it has one, "" for layout,
 * and otherwise "" with the command kept in `unknown`, for the check to name.
 */
export function commandReader(): { unknown: Set<string>; read: (node: LatexNode) => string } {
  const unknown = new Set<string>();
  const read = (node: LatexNode): string => {
    if (node.type === 'environment') {
      unknown.add(`\\begin{${node.env ?? ''}}`);
      return '';
    }
    const name = typeof node.content === 'string' ? node.content : '';
    const argument = node.args?.length ? plainNodes(node.args.flatMap((arg) => arg.content)) : '';
    if (OPERATORS.has(name)) return `\u2009${name}\u2009`;
    if (LAYOUT.has(name)) return '';
    if (SYMBOLS[name] !== undefined) return SYMBOLS[name]!;
    if (argument !== undefined && MATH_ACCENTS[name]) return argument ? `${argument}${MATH_ACCENTS[name]}` : '';
    if (argument !== undefined && TEXT_OF_ARGUMENT.has(name)) return argument;
    unknown.add(`\\${name}`);
    return '';
  };
  return { unknown, read };
}

// ---- The parser's markup as parts of a title, and as text ----
const TAG = /<(\/?)(i|b|sup|sub|code|br|p|li|ul|blockquote|h[1-6]|a|span)(\s[^<>]*)?>/g;
type Style = 'italic' | 'bold' | 'sup' | 'sub' | 'smallCaps';
const STYLE_OF: Readonly<Record<string, Style>> = { i: 'italic', b: 'bold', sup: 'sup', sub: 'sub' };

/** A value's text as the parser gives it, tidied: spaces, a dotless i under an accent, Unicode NFC. */
function tidy(value: string): string {
  return value
    .replace(/ı(?=\p{M})/gu, 'i')
    .replace(/ȷ(?=\p{M})/gu, 'j')
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/(^|[\s([{\u2009])\u2009|\u2009(?=$|[\s)\]},.;:\u2009])/g, '$1')
    .normalize('NFC');
}

/** A value the parser read, as parts in their style (italic, bold, super- and subscript, small capitals). */
export function textParts(value: string): TitlePart[] {
  const parts: TitlePart[] = [];
  const stack: Array<Style | undefined> = [];
  const add = (text: string) => {
    if (!text) return;
    const styles = new Set(stack.filter((style): style is Style => Boolean(style)));
    const part: TitlePart = { text: restoreAngles(text), ...Object.fromEntries([...styles].map((style) => [style, true])) };
    const last = parts.at(-1);
    if (last && JSON.stringify({ ...last, text: '' }) === JSON.stringify({ ...part, text: '' })) last.text += part.text;
    else parts.push(part);
  };
  const text = tidy(value);
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    add(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, tag, attributes = ''] = match;
    if (tag === 'br' || tag === 'p' || tag === 'li') add(' ');
    else if (closing) stack.pop();
    else stack.push(tag === 'span' ? (/small-caps/.test(attributes) ? 'smallCaps' : undefined) : STYLE_OF[tag!]);
  }
  add(text.slice(at));
  if (parts.length) {
    parts[0]!.text = parts[0]!.text.trimStart();
    parts.at(-1)!.text = parts.at(-1)!.text.trimEnd();
  }
  return parts.filter((part) => part.text).map((part) => ({ ...part, text: part.text.replace(/ {2,}/g, ' ') }));
}

/** A value the parser read, as plain text. */
export const plainText = (value: string) => textParts(value).map((part) => part.text).join('');
