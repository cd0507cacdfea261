// The owner's publications: content/publications.bib (optional), the BibTeX file researchers already
// keep, as al-folio, Hugo Blox or Jekyll Scholar sites have it. Read in two stages: ./bibtexSource.ts
// splits the file into entries within its limits, then each entry is read by the parser of Zotero's
// Better BibTeX (./publicationEntry.ts). A mistake is named by file, entry key, field and line; a link
// field that is no link is left out with a warning, which never stops the build.
import { asWritten, protectAngles } from './bibtexLatex';
import { lineFinder } from './bibtexReader';
import { readBibtex, type BibEntrySource } from './bibtexSource';
import type { ContentProblem } from './check';
import { readEntry } from './publicationEntry';
import { publicationAnchor, type Publication } from '../model/publication';
import { hasControlCharacter } from '../format/text';

export const PUBLICATIONS_FILE = 'publications.bib';
/** The @preamble text read before every entry (it may define commands): kept short, since each entry pays for it. */
export const MAX_PREAMBLE_CHARS = 10_000;
/** An entry key as the docs describe it: it makes the entry's anchor on the page and names its BibTeX. */
export const ENTRY_KEY = /^[\p{L}\p{N}][\p{L}\p{N}_:./+&*-]{0,99}$/u;
const KEY_RULE = 'must be letters, digits and - _ : . / + & * (at most 100, starting with a letter or digit)';
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export interface ParsedPublications {
  publications: Publication[];
  /** What stops the build. */
  problems: ContentProblem[];
  /** What was left out, and why: printed by the content check, never stopping the build. */
  warnings: ContentProblem[];
}

const entryName = (entry: BibEntrySource) => (entry.key ? `entry "${asWritten(entry.key)}"` : `the entry at line ${entry.line}`);

/** The entry an offset of the file is in (the entries are in the file's order). */
function entryAt(entries: readonly BibEntrySource[], offset: number): BibEntrySource | undefined {
  let [low, high] = [0, entries.length - 1];
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (entries[middle]!.start <= offset) low = middle;
    else high = middle - 1;
  }
  const entry = entries[low];
  return entry && entry.start <= offset && offset < entry.end ? entry : undefined;
}

/** A control character anywhere in the file, named by its entry, field and line (one per field). */
function controlProblems(text: string, entries: readonly BibEntrySource[], file: string): ContentProblem[] {
  const lineAt = lineFinder(text);
  const named = new Map<string, ContentProblem>();
  for (const match of text.matchAll(CONTROL)) {
    const entry = entryAt(entries, match.index);
    const field = entry?.fields.find((candidate) => candidate.start <= match.index && match.index < candidate.end);
    const where = `${entry ? entryName(entry) : 'the file'}/${field?.name ?? ''}`;
    if (named.has(where)) continue;
    const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    named.set(where, {
      file,
      entry: entry ? entryName(entry) : 'the file',
      field: `${field ? `${field.name} ` : ''}(line ${lineAt(match.index)})`,
      message: `holds a control character (${code}), which no page, feed or PDF can show: delete it`,
    });
  }
  return [...named.values()];
}

/** Keys that are missing, outside the documented form, used twice, or that give two entries one anchor. */
function keyProblems(entries: readonly BibEntrySource[], file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const byKey = new Map<string, BibEntrySource>();
  const byAnchor = new Map<string, BibEntrySource>();
  for (const entry of entries) {
    const at = `key (line ${entry.line})`;
    const key = asWritten(entry.key);
    if (!key) {
      problems.push({ file, entry: entryName(entry), field: at, message: `is missing: write "@${entry.type}{key," with a key that ${KEY_RULE.replace('must be ', 'is ')}` });
      continue;
    }
    if (!ENTRY_KEY.test(key)) {
      problems.push({ file, entry: entryName(entry), field: at, message: `${KEY_RULE}` });
      continue;
    }
    const same = byKey.get(key);
    const clash = byAnchor.get(publicationAnchor(key));
    if (same) problems.push({ file, entry: entryName(entry), field: at, message: `is also the key of the entry at line ${same.line}: each entry needs its own key` });
    else if (clash) {
      const anchor = publicationAnchor(key);
      const message = `gives the same address on the page (#${anchor}) as entry "${asWritten(clash.key)}" (line ${clash.line}): change one of the two keys`;
      problems.push({ file, entry: entryName(entry), field: at, message });
    }
    byKey.set(key, entry);
    if (!clash) byAnchor.set(publicationAnchor(key), entry);
  }
  return problems;
}

/** Newest first; in a year the selected ones first, then by month, newest first, then by title. */
function pageOrder(a: Publication, b: Publication): number {
  return b.year - a.year || Number(Boolean(b.selected)) - Number(Boolean(a.selected)) || (b.month ?? 0) - (a.month ?? 0) || a.title.localeCompare(b.title);
}

/**
 * The publications of a .bib file in the page's order, the problems that keep it from being read
 * (each named by file, the entry's key, the field and its line) and the warnings of what was left out.
 */
export function parsePublications(
  source: string,
  ownerName: string,
  file = PUBLICATIONS_FILE,
  publicFileExists?: (sitePath: string) => boolean,
): ParsedPublications {
  const text = protectAngles(source);
  const read = readBibtex(text, file);
  const problems = [...read.problems, ...controlProblems(text, read.entries, file), ...keyProblems(read.entries, file)];
  const warnings: ContentProblem[] = [];
  const prelude = read.preambles.join(' ').replace(/\r?\n/g, ' ');
  if (prelude.length > MAX_PREAMBLE_CHARS) {
    const line = lineFinder(text)(text.indexOf('@preamble') >= 0 ? text.indexOf('@preamble') : 0);
    problems.push({ file, entry: 'the @preamble', field: `(line ${line})`, message: `is longer than ${MAX_PREAMBLE_CHARS.toLocaleString('en-US')} characters (the limit)` });
  }
  if (problems.length) return { publications: [], problems, warnings };

  const publications: Publication[] = [];
  const context = { text, file, strings: read.strings, prelude: prelude ? `${prelude} ` : '', ownerName, publicFileExists };
  for (const entry of read.entries) {
    const result = readEntry(entry, context);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
    if (result.publication) publications.push(result.publication);
  }
  // What the LaTeX became is checked too: every text of a publication is plain text.
  for (const publication of publications) {
    const { title, venue, note, abstract, abbr } = publication;
    const texts = { title, venue, note, abstract, abbr, author: publication.authors.map((author) => author.name).join() };
    for (const [field, value] of Object.entries(texts)) {
      if (value && hasControlCharacter(value)) problems.push({ file, entry: `entry "${publication.key}"`, field, message: 'holds a control character once its LaTeX is read: write the text itself' });
    }
  }
  publications.sort(pageOrder);
  return { publications, problems, warnings };
}
