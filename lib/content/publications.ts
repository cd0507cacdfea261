// The owner's publications: content/publications.bib (optional), the BibTeX file researchers already
// keep, parsed by bibtex-parse and checked here. A mistake is named by file, entry key and field,
// like every other content mistake; a file that does not parse is named by its line and the key of
// the entry it is in.
import bibtex from 'bibtex-parse';
import { z } from 'zod';
import type { ContentProblem } from './check';
import { describe } from './check';
import type { Publication, PublicationAuthor } from '../model/publication';
import { httpsUrl, publicFile } from '../model/schema';

export const PUBLICATIONS_FILE = 'publications.bib';

const ACCENTS: Readonly<Record<string, string>> = { '"': '\u0308', "'": '\u0301', '`': '\u0300', '^': '\u0302', '~': '\u0303', '=': '\u0304', '.': '\u0307', c: '\u0327', v: '\u030c', u: '\u0306', H: '\u030b', r: '\u030a', k: '\u0328' };
const LETTERS: Readonly<Record<string, string>> = { ss: 'ß', o: 'ø', O: 'Ø', ae: 'æ', AE: 'Æ', oe: 'œ', OE: 'Œ', aa: 'å', AA: 'Å', l: 'ł', L: 'Ł', i: 'ı' };

/** A BibTeX value as text: accents written the LaTeX way (\"u, {\'e}, \c{c}) as letters, braces, escapes and ties gone. */
export function latexText(value: string): string {
  // Escaped characters are set aside first, so the brace and tie rules below leave them as written.
  const kept: string[] = [];
  const keep = (char: string) => `\u0000${kept.push(char) - 1}\u0000`;
  return value
    .replace(/\\textbackslash\{\}|\\textasciitilde\{\}|\\textasciicircum\{\}|\\[{}]/g, (escape) =>
      keep(escape === '\\textbackslash{}' ? '\\' : escape === '\\textasciitilde{}' ? '~' : escape === '\\textasciicircum{}' ? '^' : escape.slice(1)),
    )
    .replace(/\\([`'^"~=.])\s*\{?\\?([A-Za-z])\}?/g, (_, accent: string, letter: string) => `${letter}${ACCENTS[accent]}`.normalize('NFC'))
    .replace(/\\([cvuHrk])\s*\{([A-Za-z])\}/g, (_, accent: string, letter: string) => `${letter}${ACCENTS[accent]}`.normalize('NFC'))
    .replace(/\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i)(?![A-Za-z])\s?/g, (_, name: string) => LETTERS[name]!)
    .replace(/\\([&%$#_])/g, '$1')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, '\u00a0')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\u0000(\d+)\u0000/g, (_, index: string) => kept[Number(index)]!)
    .trim();
}

const ARXIV_ID = /^(\d{4}\.\d{4,5}|[a-z-]+(\.[A-Z]{2})?\/\d{7})(v\d+)?$/;
const DOI = /^10\.\d{4,9}\/\S+$/;
const link = z.union([publicFile, httpsUrl], { error: 'must be a file in public/ ("/papers/x.pdf") or an https:// URL' });

const entrySchema = z.object({
  TITLE: z.string({ error: 'is missing' }).trim().min(1, 'must not be empty'),
  AUTHOR: z.string({ error: 'is missing: write the authors as "Last, First and Last, First"' }).trim().min(1, 'must not be empty'),
  YEAR: z.coerce.string().regex(/^\d{4}$/, 'must be a year of four digits, e.g. 2024'),
  PDF: link.optional(),
  URL: link.optional(),
  CODE: httpsUrl.optional(),
  DOI: z.string().trim().regex(DOI, 'must be a DOI such as 10.1000/xyz123 (without https://doi.org/)').optional(),
  EPRINT: z.string().trim().optional(),
  ARXIV: z.string().trim().regex(ARXIV_ID, 'must be an arXiv identifier such as 2301.01234').optional(),
});

/** The entry key of the entry a line of the file is in: the last "@type{key," at or before it. */
function keyAtLine(source: string, line: number): string | undefined {
  const before = source.split('\n').slice(0, line).join('\n');
  return [...before.matchAll(/@\w+\s*[{(]\s*([^,\s]+)\s*,/g)].pop()?.[1];
}

const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The authors of an entry, the owner marked: the author whose family name is the last word of the
 * owner's name and whose given name starts with the same letter ("Lindqvist, I." is Ingrid
 * Valdés-Okonkwo Lindqvist; "Lindqvist, Karl" is not).
 */
function authorsOf(value: string, ownerName: string): PublicationAuthor[] {
  const ownerWords = plain(latexText(ownerName)).split(/\s+/);
  const [ownerFamily, ownerInitial] = [ownerWords.at(-1) ?? '', ownerWords[0]?.[0] ?? ''];
  return value.split(/\s+and\s+/).map((raw) => {
    const text = latexText(raw);
    // "Last, First" reads as "First Last".
    const [family, given] = text.includes(',')
      ? text.split(',', 2).map((part) => part.trim())
      : [text.split(' ').at(-1) ?? '', text.split(' ').slice(0, -1).join(' ')];
    const name = text.includes(',') ? `${given} ${family}`.trim() : text;
    return { name, owner: plain(family ?? '') === ownerFamily && plain(given ?? '').startsWith(ownerInitial) && ownerInitial !== '' };
  });
}

export interface ParsedPublications {
  publications: Publication[];
  problems: ContentProblem[];
}

/**
 * The publications of a .bib file, newest first (same year: by title), or the problems that keep
 * it from being read: each named by file, the entry's key and the field.
 */
export function parsePublications(
  source: string,
  ownerName: string,
  file = PUBLICATIONS_FILE,
  publicFileExists?: (sitePath: string) => boolean,
): ParsedPublications {
  const problems: ContentProblem[] = [];
  let items: ReturnType<typeof bibtex.parse>;
  try {
    items = bibtex.parse(source);
  } catch (error) {
    const line = (error as { location?: { start?: { line?: number } } }).location?.start?.line ?? 1;
    const key = keyAtLine(source, line);
    const message = error instanceof Error ? error.message : String(error);
    return { publications: [], problems: [{ file, entry: key ? `entry "${key}"` : 'the file', field: `(line ${line})`, message: `is not BibTeX: ${message}` }] };
  }
  // entries() resolves @string macros and concatenations but drops the backslash of an accent
  // (\"u becomes "u): a field written as one value is taken from parse(), which keeps it.
  const resolved = bibtex.entries(source);
  const raws = items.filter((item) => item.itemtype === 'entry');
  const entries = resolved.map((entry, index) => {
    const written = Object.fromEntries(
      (raws[index]?.fields ?? [])
        .filter((field) => typeof field.value === 'string' || typeof field.value === 'number')
        .map((field) => [field.name.toUpperCase(), field.value]),
    );
    return { ...entry, ...written } as typeof entry;
  });
  const seen = new Set<string>();
  const publications: Publication[] = [];
  entries.forEach((entry, index) => {
    const key = entry.key;
    const entryName = key ? `entry "${key}"` : `entry ${index + 1}`;
    if (!key) {
      problems.push({ file, entry: entryName, field: 'key', message: 'is missing: write "@article{key," with a key of letters, digits, "-", "_" or ":"' });
      return;
    }
    if (seen.has(key)) problems.push({ file, entry: entryName, field: 'key', message: 'is used by an earlier entry: each entry needs its own key' });
    seen.add(key);
    const checked = entrySchema.safeParse(entry);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? '').toLowerCase();
        problems.push({ file, entry: entryName, field, message: `${issue.message} (got ${describe((entry as Record<string, unknown>)[String(issue.path[0])])})` });
      }
      return;
    }
    const fields = checked.data;
    const arxiv = fields.ARXIV ?? (String(entry.ARCHIVEPREFIX ?? '').toLowerCase() === 'arxiv' ? fields.EPRINT : undefined);
    if (arxiv !== undefined && !ARXIV_ID.test(arxiv)) {
      problems.push({ file, entry: entryName, field: 'eprint', message: `must be an arXiv identifier such as 2301.01234 (got ${describe(arxiv)})` });
      return;
    }
    const pdf = fields.PDF ?? (fields.URL?.toLowerCase().endsWith('.pdf') ? fields.URL : undefined);
    if (pdf?.startsWith('/') && publicFileExists && !publicFileExists(pdf)) {
      problems.push({ file, entry: entryName, field: fields.PDF ? 'pdf' : 'url', message: `names a file that is not in public/ (got ${describe(pdf)})` });
    }
    const venue = [entry.JOURNAL, entry.BOOKTITLE, entry.PUBLISHER, entry.SCHOOL, entry.INSTITUTION].find((value) => typeof value === 'string' && value.trim());
    publications.push({
      key,
      type: entry.type.toLowerCase(),
      title: latexText(fields.TITLE),
      authors: authorsOf(fields.AUTHOR, ownerName),
      year: Number(fields.YEAR),
      ...(venue ? { venue: latexText(String(venue)) } : {}),
      ...(typeof entry.ABSTRACT === 'string' && entry.ABSTRACT.trim() ? { abstract: latexText(entry.ABSTRACT) } : {}),
      ...(pdf ? { pdf } : {}),
      ...(fields.CODE ? { code: fields.CODE } : {}),
      ...(fields.DOI ? { doi: fields.DOI } : {}),
      ...(arxiv ? { arxiv } : {}),
      bibtex: String(raws[index]?.raw ?? '').trim(),
    });
  });
  publications.sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
  return { publications, problems };
}
