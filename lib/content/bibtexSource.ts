// The text of a .bib file read the way BibTeX parsers read it (the grammar of the first stage of
// @retorquere/bibtex-parser, which then reads each entry on its own), in one linear pass before any
// expensive work. It splits the file into entries, so a broken entry costs its own length and not
// the file's; it expands @string macros, counting their length before building them; it holds the
// limits. Each problem names the line, and the entry and field when there is one.
import type { ContentProblem } from './check';
import { lineFinder, MAX_BIB_BYTES, MAX_SYNTAX_PROBLEMS, Reader, SyntaxProblem } from './bibtexReader';

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

/** The entries, macros and problems of a .bib file's text. */
export function readBibtex(text: string, file: string): BibSource {
  const lineAt = lineFinder(text);
  const source: BibSource = { entries: [], strings: {}, preambles: [], problems: [] };
  const count = (n: number) => n.toLocaleString('en-US');
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
