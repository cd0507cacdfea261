// The tokens of a .bib file as the first stage of @retorquere/bibtex-parser reads them (names, values
// in braces or quotes, macros joined by "#"), each in time linear in its length, with the limits
// checked before a value is built. ./bibtexSource.ts reads a file's entries with it.
import { describe } from './check';

/** A .bib file past this is not one researcher's papers (the largest real one tried is 0.9 MB). */
export const MAX_BIB_BYTES = 2_000_000;
/** One field or @string with its macros expanded (an abstract is a few thousand characters). */
export const MAX_VALUE_CHARS = 100_000;
/** All the values of the file with their macros expanded. */
export const MAX_EXPANDED_CHARS = 4_000_000;
/** Braces inside braces within one value (real files use three or four). */
export const MAX_BRACE_DEPTH = 32;
/** Problems of syntax named before the reading stops: after a broken entry, more follow from it. */
export const MAX_SYNTAX_PROBLEMS = 10;

// The characters of a name (entry type, key, field, macro) as the parser takes them.
const NAME_CHARACTER = /[+'a-zA-Z0-9&;_:\\./-]|[\p{Lu}\p{Lt}\p{Ll}\p{Lm}\p{Lo}]/u;
// The month macros every BibTeX style defines: a copy of an entry may keep them.
const MONTHS = new Set(
  'jan january feb february mar march apr april may jun june jul july aug august sep september oct october nov november dec december'.split(' '),
);
const isMonth = (name: string) => MONTHS.has(name.toLowerCase());
const count = (n: number) => n.toLocaleString('en-US');

export class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

/** The line (from 1) of each offset of a text, by a search in the offsets where lines start. */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return (offset) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/** A cursor in the text of a .bib file that reads its tokens as the parser does. */
export class Reader {
  pos = 0;
  expanded = 0;
  readonly strings = new Map<string, string>();
  constructor(readonly text: string) {}

  fail(message: string, at = this.pos): never {
    throw new SyntaxProblem(message, at);
  }
  found(): string {
    return this.pos >= this.text.length ? 'the end of the file' : describe(this.text.slice(this.pos, this.pos + 20));
  }
  /** Spaces, new lines and % comments, as between the parts of an entry. */
  skipSpace(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const char = text[this.pos];
      if (char === '%') while (this.pos < text.length && text[this.pos] !== '\n') this.pos += 1;
      else if (char === ' ' || char === '\t' || char === '\r' || char === '\n') this.pos += 1;
      else return;
    }
  }
  sees(token: string): boolean {
    this.skipSpace();
    return this.text.startsWith(token, this.pos);
  }
  take(token: string): boolean {
    if (!this.sees(token)) return false;
    this.pos += token.length;
    return true;
  }
  name(extra = ''): string {
    this.skipSpace();
    const start = this.pos;
    while (this.pos < this.text.length && (NAME_CHARACTER.test(this.text[this.pos]!) || extra.includes(this.text[this.pos]!))) this.pos += 1;
    if (this.pos >= this.text.length) this.fail('the file ends in the middle of an entry: a "}" is missing');
    return this.text.slice(start, this.pos);
  }
  /** A value in braces: nested braces counted, "\" keeps the next character, math must close. */
  braced(): string {
    const { text } = this;
    const open = this.pos;
    let [depth, math] = [0, false];
    for (this.pos += 1; ; this.pos += 1) {
      if (this.pos >= text.length) this.fail('the "{" that opens this value is never closed: a "}" is missing', open);
      const char = text[this.pos];
      if (char === '\\') this.pos += 1;
      else if (char === '{' && ++depth > MAX_BRACE_DEPTH) this.fail(`has braces nested more than ${MAX_BRACE_DEPTH} deep (the limit)`);
      else if (char === '$') math = !math;
      else if (char === '}' && depth-- === 0) {
        if (math) this.fail('has a "$" that starts math and no "$" that ends it: write \\$ for a dollar sign', open);
        this.pos += 1;
        return text.slice(open + 1, this.pos - 1);
      }
    }
  }
  /** A value in double quotes, which may hold braces. */
  quoted(): string {
    const { text } = this;
    const open = this.pos;
    let depth = 0;
    for (this.pos += 1; ; this.pos += 1) {
      if (this.pos >= text.length) this.fail('the \'"\' that opens this value is never closed', open);
      const char = text[this.pos];
      if (char === '\\') this.pos += 1;
      else if (char === '{' && ++depth > MAX_BRACE_DEPTH) this.fail(`has braces nested more than ${MAX_BRACE_DEPTH} deep (the limit)`);
      else if (char === '}') depth -= 1;
      else if (char === '"' && depth <= 0) {
        this.pos += 1;
        return text.slice(open + 1, this.pos - 1);
      }
    }
  }
  /** A value: parts joined by "#", each in braces, in quotes, a number or a macro's name. Its length is counted before it is built. */
  value(): { raw: string; macros: string[]; start: number; end: number } {
    const parts: string[] = [];
    const macros: string[] = [];
    this.skipSpace();
    const start = this.pos;
    let [length, end] = [0, this.pos];
    do {
      this.skipSpace();
      const at = this.pos;
      let part: string;
      if (this.text[at] === '{') part = this.braced();
      else if (this.text[at] === '"') part = this.quoted();
      else {
        const bare = this.name();
        if (!bare) this.fail(`has no value (found ${this.found()}): write it in braces, e.g. {…}`);
        if (!/^\d+$/.test(bare) && !isMonth(bare)) macros.push(bare);
        // A name no @string defines is kept as it is: the parser names it (this counts its length only).
        part = /^\d+$/.test(bare) ? bare : (this.strings.get(bare.toUpperCase()) ?? bare);
      }
      length += part.length;
      if (length > MAX_VALUE_CHARS) this.fail(`is longer than ${count(MAX_VALUE_CHARS)} characters with its @string macros expanded (the limit)`, at);
      parts.push(part);
      end = this.pos;
    } while (this.take('#'));
    this.expanded += length;
    if (this.expanded > MAX_EXPANDED_CHARS) this.fail(`takes the file past ${count(MAX_EXPANDED_CHARS)} characters with its @string macros expanded (the limit)`);
    return { raw: parts.join(''), macros, start, end };
  }
}
