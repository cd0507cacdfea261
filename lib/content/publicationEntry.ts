// One entry of the owner's .bib as a publication: read by @retorquere/bibtex-parser (the parser of
// Zotero's Better BibTeX: names, LaTeX, @string macros), one entry at a time, then checked. Every
// problem names the entry's key, the field and its line.
import { FieldMode, parse, type Creator } from '@retorquere/bibtex-parser';
import { copyableBibtex } from './bibtexCopy';
import { asWritten, commandReader, plainText, textParts, withMathAsText, withTexOfFormulas } from './bibtexLatex';
import type { BibEntrySource } from './bibtexSource';
import { describe, type ContentProblem } from './check';
import { entryAuthors } from './publicationAuthors';
import { entryLinks, LINK_FIELDS } from './publicationLinks';
import type { Publication } from '../model/publication';

const VERBATIM_FIELDS = [...FieldMode.verbatim, ...LINK_FIELDS];
const VENUE_FIELDS = ['journal', 'journaltitle', 'booktitle', 'publisher', 'school', 'institution', 'organization'];
const TRUE = /^(true|yes|1)$/i;
// Fields the parser reads whatever they hold: names to split, months to number, lists joined by "and".
const ALWAYS_PARSED = new Set(['author', 'editor', 'month', ...FieldMode.literallist]);
// What makes a value LaTeX rather than plain text: commands, groups, math, ties, ligatures.
const LATEX = /[\\{}$~^_%&#]|--|``|''/;
const SHOWN_FIELDS = new Set([
  ...['title', 'author', 'editor', 'year', 'date', 'month', 'abstract', 'note', 'location', 'abbr', 'selected'],
  ...VENUE_FIELDS,
  ...['url', 'doi', 'pdf', 'html', 'code', 'arxiv', 'eprint', 'archiveprefix', 'eprinttype'],
]);

export interface EntryContext {
  /** The whole file, its "<" and ">" set apart (bibtexLatex.ts). */
  text: string;
  file: string;
  strings: Record<string, string>;
  /** The file's @preamble text, read before each entry: it may define commands. */
  prelude: string;
  ownerName: string;
  publicFileExists?: (sitePath: string) => boolean;
}

export interface ReadEntry {
  publication?: Publication;
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

/** The entry as a publication, or the problems that keep it from being one. */
export function readEntry(entry: BibEntrySource, context: EntryContext): ReadEntry {
  const { file } = context;
  const entryName = `entry "${asWritten(entry.key)}"`;
  const fieldOf = (name: string) => entry.fields.find((field) => field.name === name);
  const where = (name: string) => {
    const field = fieldOf(name);
    return field ? `${name} (line ${field.line})` : `${name} (entry at line ${entry.line})`;
  };
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ file, entry: entryName, field: where(field), message });
  const warning = (field: string, message: string) => warnings.push({ file, entry: entryName, field: where(field), message });

  const commands = commandReader();
  // The parser reads only the fields the page shows, and of those only the ones with LaTeX in them
  // (it costs about a millisecond a field); a command in a field the page never shows (keywords,
  // pages…) is no problem. BibTeX takes the first of a field given twice.
  const shown = entry.fields.filter((field, index) => SHOWN_FIELDS.has(field.name) && entry.fields.findIndex((other) => other.name === field.name) === index);
  // A macro the file does not define goes to the parser too: it knows the ones of BibTeX's styles, and names the others.
  const definedHere = (macro: string) => context.strings[macro.toUpperCase()] !== undefined;
  const plain = shown.filter((field) => !ALWAYS_PARSED.has(field.name) && !LATEX.test(field.raw) && field.macros.every(definedHere));
  const parsed = shown.filter((field) => !plain.includes(field)).map((field) => context.text.slice(field.start, field.end));
  const entryText = withMathAsText(withTexOfFormulas(`@${entry.type}{${entry.key},\n${parsed.join(',\n')}\n}`));
  const library = parse(`${context.prelude}${entryText}`, {
    english: false,
    sentenceCase: false,
    caseProtection: false,
    strings: context.strings,
    verbatimFields: VERBATIM_FIELDS,
    unsupported: (node) => commands.read(node),
  });
  for (const { error } of library.errors) {
    const macro = /^Unresolved @string reference "(.*)"/.exec(error)?.[1];
    if (macro !== undefined) {
      const field = entry.fields.find((candidate) => candidate.macros.some((name) => name.toUpperCase() === macro.toUpperCase()));
      problem(field?.name ?? 'key', `names the @string "${macro}", which this file does not define: add @string{${macro} = {…}} above the entry, or write the text in braces`);
    } else problem('key', `could not be read: ${error.split('\n')[0]}`);
  }
  for (const command of commands.unknown) {
    const pattern = new RegExp(`${command.replace(/[\\{}]/g, '\\$&')}(?![A-Za-z])`);
    const field = shown.find((candidate) => pattern.test(candidate.raw));
    problem(field?.name ?? 'key', `holds ${command}, a LaTeX command this site cannot show: write its text instead, or leave it out`);
  }
  for (const [index, field] of entry.fields.entries()) {
    const first = entry.fields.findIndex((other) => other.name === field.name);
    if (first < index) warning(field.name, `is given twice (lines ${entry.fields[first]!.line} and ${field.line}): the first is used, as BibTeX does`);
  }
  const fields = { ...Object.fromEntries(plain.map((field) => [field.name, field.raw])), ...library.entries[0]?.fields } as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === 'string' ? plainText(fields[name]) : Array.isArray(fields[name]) ? fields[name].map((item) => plainText(String(item))).join(', ') : '');

  const titleParts = textParts(typeof fields.title === 'string' ? fields.title : '');
  const title = titleParts.map((part) => part.text).join('');
  if (!fieldOf('title')) problem('title', 'is missing');
  else if (!title) problem('title', 'must not be empty');
  const creators = (fields.author ?? fields.editor) as Creator[] | undefined;
  if (!creators?.length) problem('author', 'is missing: write the authors as "Last, First and Last, First"');
  const year = text('year') || /^(\d{4})/.exec(text('date'))?.[1] || '';
  if (!/^\d{4}$/.test(year)) problem(fieldOf('year') || !fieldOf('date') ? 'year' : 'date', `must be a year of four digits, e.g. 2024 (got ${describe(year || undefined)})`);

  const { links, problems: linkProblems, warnings: linkWarnings } = entryLinks(fields, context.publicFileExists);
  for (const note of linkProblems) problem(note.field, note.message);
  for (const note of linkWarnings) warning(note.field, note.message);
  if (problems.length) return { problems, warnings };

  const { authors, etAl } = entryAuthors(creators ?? [], context.ownerName);
  // As al-folio draws an entry: the venue with its location, the note on a line of its own.
  const venue = [VENUE_FIELDS.map(text).find(Boolean), text('location')].filter(Boolean).join(', ');
  const note = text('note');
  const month = Number(text('month'));
  const abstract = text('abstract');
  const abbr = text('abbr');
  const publication: Publication = {
    key: asWritten(entry.key),
    type: entry.type,
    title,
    ...(titleParts.some((part) => Object.keys(part).length > 1) ? { titleParts } : {}),
    authors,
    ...(etAl ? { etAl } : {}),
    year: Number(year),
    ...(Number.isInteger(month) && month >= 1 && month <= 12 ? { month } : {}),
    ...(venue ? { venue } : {}),
    ...(abbr ? { abbr } : {}),
    ...(TRUE.test(text('selected')) ? { selected: true } : {}),
    ...(note ? { note } : {}),
    ...(abstract ? { abstract } : {}),
    ...links,
    bibtex: asWritten(copyableBibtex(context.text, entry)),
  };
  return { publication, problems, warnings };
}
