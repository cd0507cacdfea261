// The text of a .bib file read the way BibTeX parsers read it (the grammar of the first stage of
// @retorquere/bibtex-parser, which then reads each entry on its own), in one linear pass before any
// expensive work. It splits the file into entries, so a broken entry costs its own length and not
// the file's; it expands @string macros, counting their length before building them; it holds the
// limits. Each problem names the line, and the entry and field when there is one.
import { describe, type ContentProblem } from './check';

/** A .bib file past this is not one researcher's papers (the largest real one tried is 0.9 MB). */
export const MAX_BIB_BYTES = 2_000_000;
/** One field or @string with its macros expanded (an abstract is a few thousand characters). */
export const MAX_VALUE_CHARS = 100_000;
/** All the values of the file with their macros expanded. */
export const MAX_EXPANDED_CHARS = 4_000_000;
/** Braces inside braces within one value (real files use three or four). */
export const MAX_BRACE_DEPTH = 32;
/** Problems of syntax named before the reading stops: after a broken entry, more follow from it. */
const MAX_SYNTAX_PROBLEMS = 10;

export interface BibField {
  /** In lower case, as BibTeX compares field names. */
  name: string;
  line: number;
  /** Where "name = value" starts, where its value starts, and where both end in the file (the comma after it excluded). */
  start: number;
  valueStart: number;
  end: number;
  /** The value with its macros expanded and its outer braces or quotes off, as the parser reads it. */
  raw: string;
  /** The @string macros the value names (months excluded: every BibTeX style knows them). */
  macros: string[];
}

export interface BibEntrySource {
  type: string;
  key: string;
  line: number;
  /** Where the entry starts ("@") and ends (after its closing brace) in the file. */
  start: number;
  end: number;
  fields: BibField[];
}

export interface BibSource {
  entries: BibEntrySource[];
  /** The @string macros (names in upper case) with their values expanded. */
  strings: Record<string, string>;
  /** The text of each @preamble, which may define commands the entries use. */
  preambles: string[];
  problems: ContentProblem[];
}

// The characters of a name (entry type, key, field, macro) as the parser takes them.
const NAME_CHARACTER = /[+'a-zA-Z0-9&;_:\\./-]|[\p{Lu}\p{Lt}\p{Ll}\p{Lm}\p{Lo}]/u;
const MONTHS = new Set(['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC']);
const isMonth = (name: string) => MONTHS.has(name.slice(0, 3).toUpperCase()) && /^[a-z]+$/i.test(name);
const count = (n: number) => n.toLocaleString('en-US');

class SyntaxProblem extends Error {
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

class Reader {
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

/** The entries, macros and problems of a .bib file's text. */
export function readBibtex(text: string, file: string): BibSource {
  const lineAt = lineFinder(text);
  const source: BibSource = { entries: [], strings: {}, preambles: [], problems: [] };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_BIB_BYTES) {
    const message = `is ${count(bytes)} bytes: a .bib file may be at most ${count(MAX_BIB_BYTES)} bytes (the limit); keep the papers this site should list`;
    source.problems.push({ file, entry: 'the file', field: `(line ${lineAt(text.length)})`, message });
    return source;
  }
  const reader = new Reader(text);
  // What a problem is named after: the entry (or @string) being read and its field.
  let current: { label: string; field?: string } = { label: 'the file' };

  const field = (entry: BibEntrySource, given?: { name: string; start: number }) => {
    reader.skipSpace();
    const start = given?.start ?? reader.pos;
    const name = given?.name ?? reader.name();
    if (!name) return;
    current.field = name.toLowerCase();
    if (!reader.take('=')) reader.fail(`needs "= value" after its name (found ${reader.found()})`);
    const value = reader.value();
    entry.fields.push({ name: name.toLowerCase(), line: lineAt(start), start, valueStart: value.start, end: value.end, raw: value.raw, macros: value.macros });
    current.field = undefined;
  };

  const item = (start: number) => {
    reader.pos = start + 1;
    const kind = reader.name().toLowerCase();
    if (kind === 'comment') {
      while (text[reader.pos] === ' ' || text[reader.pos] === '\t') reader.pos += 1;
      if (text[reader.pos] === '{') reader.braced();
      else while (reader.pos < text.length && text[reader.pos] !== '\n') reader.pos += 1;
      return;
    }
    if (kind === 'preamble') {
      reader.value();
      source.preambles.push(text.slice(start, reader.pos));
      return;
    }
    const close = reader.take('{') ? '}' : reader.take('(') ? ')' : reader.fail(`needs a "{" after "@${kind}" (found ${reader.found()})`);
    if (kind === 'string') {
      current.label = `the @string at line ${lineAt(start)}`;
      const name = reader.name();
      current.field = name;
      if (!name || !reader.take('=')) reader.fail(`must be written @string{name = {text}} (found ${reader.found()})`);
      reader.strings.set(name.toUpperCase(), reader.value().raw);
      if (!reader.take(close)) reader.fail(`needs a "${close}" after its value (found ${reader.found()})`);
      return;
    }
    const entry: BibEntrySource = { type: kind, key: '', line: lineAt(start), start, end: start, fields: [] };
    if (!reader.take(close)) {
      reader.skipSpace();
      const keyStart = reader.pos;
      const first = reader.sees(',') ? '' : reader.name('[]*"');
      if (reader.sees('=')) field(entry, { name: first, start: keyStart });
      else entry.key = first;
      if (entry.key) current.label = `entry "${entry.key}"`;
      reader.take(',');
      if (!reader.sees(close)) {
        field(entry);
        while (reader.take(',') && !reader.sees(close)) field(entry);
      }
      const last = entry.fields.at(-1)?.name;
      if (!reader.take(close)) reader.fail(`needs a "," or "${close}" after ${last ? `the field "${last}"` : 'its key'} (found ${reader.found()})`);
    }
    entry.end = reader.pos;
    source.entries.push(entry);
  };

  while (source.problems.length < MAX_SYNTAX_PROBLEMS) {
    // Between entries, anything but "@" is a comment, and so is a line starting with "%".
    reader.skipSpace();
    while (reader.pos < text.length && text[reader.pos] !== '@') {
      if (text[reader.pos] === '%') while (reader.pos < text.length && text[reader.pos] !== '\n') reader.pos += 1;
      else reader.pos += 1;
    }
    if (reader.pos >= text.length) break;
    const start = reader.pos;
    current = { label: `the entry at line ${lineAt(start)}` };
    try {
      item(start);
    } catch (error) {
      if (!(error instanceof SyntaxProblem)) throw error;
      source.problems.push({
        file,
        entry: current.label,
        field: `${current.field ? `${current.field} ` : ''}(line ${lineAt(error.at)})`,
        message: error.message,
      });
      // As the parser does: go on from the next "@".
      reader.pos = start + 1;
    }
  }
  source.strings = Object.fromEntries(reader.strings);
  return source;
}
