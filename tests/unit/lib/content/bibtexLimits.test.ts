/**
 * @jest-environment node
 */
// A .bib is checked like every other text of the content, and bounded: control characters are
// refused in every field, keys keep to their documented form and give each entry its own anchor,
// and a file that would make the build crawl or run out of memory is refused naming file, entry,
// line and the limit, before the parser starts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblems } from '@/lib/content/check';
import { MAX_BIB_BYTES, MAX_BRACE_DEPTH, MAX_EXPANDED_CHARS, MAX_VALUE_CHARS } from '@/lib/content/bibtexReader';
import { parsePublications } from '@/lib/content/publications';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../fixtures/bibtex', name), 'utf8');
const lines = (source: string) => formatProblems(parsePublications(source, 'A. Person').problems).split('\n').slice(1);
const entry = (fields: string, key = 'k') => `@article{${key},\n  title = {A title},\n  author = {Person, A.},\n  year = {2024},\n${fields}}\n`;

describe('control characters', () => {
  it.each([
    ['title', '  note = {fine},\n', 'title'],
    ['journal', '  journal = {Jour\u0000nal},\n', 'journal'],
    ['abstract', '  abstract = {One\u001b[31m red},\n', 'abstract'],
    ['url', '  url = {https://example.org/\u0085},\n', 'url'],
    ['an al-folio field', '  abbr = {NB\u007fT},\n', 'abbr'],
  ])('are refused in %s, naming entry, field and line', (_, fields, field) => {
    const source = field === 'title' ? entry(fields).replace('A title', 'A ti\u0007tle') : entry(fields);
    const problems = lines(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^  - content/publications\\.bib, entry "k", ${field} \\(line \\d\\): holds a control character \\(U\\+00[0-9A-F]{2}\\)`));
  });

  it('are refused in a key too, shown escaped', () => {
    expect(lines('@misc{a\u0007b, title = {T}, author = {A}, year = 2020}')).toEqual([
      '  - content/publications.bib, entry "a", (line 1): needs a "," or "}" after its key (found "\\u0007b, title = {T}, aut")',
      '  - content/publications.bib, the file, (line 1): holds a control character (U+0007), which no page, feed or PDF can show: delete it',
    ]);
  });
});

describe('entry keys', () => {
  it('that give two entries the same anchor are refused, naming both', () => {
    expect(lines(`${entry('', 'a.b')}${entry('', 'a_b')}`)).toEqual([
      '  - content/publications.bib, entry "a_b", key (line 6): gives the same address on the page (#pub-a-b) as entry "a.b" (line 1): change one of the two keys',
    ]);
  });

  it('outside the documented form are refused with the form', () => {
    expect(lines(entry('', 'has"quote'))).toEqual([
      '  - content/publications.bib, entry "has"quote", key (line 1): must be letters, digits and - _ : . / + & * (at most 100, starting with a letter or digit)',
    ]);
    // "!" is no part of a key at all: the entry is named by its line.
    expect(lines(entry('', '!!!'))[0]).toMatch(/^ {2}- content\/publications\.bib, the entry at line 1, \(line 1\): needs a "," or "\}" after its key \(found "!!!,/);
  });

  it('as real files write them are accepted (DOIs, DBLP, ADS bibcodes, JabRef copies)', () => {
    const keys = ['10.1145/3613904.3642406', 'DBLP:conf/chi/Lee24', '2019A&A...622A..12X', 'gravemeier_2006_variational*1', 'Müller2020'];
    const { problems, publications } = parsePublications(keys.map((key) => entry('', key)).join('\n'), 'A. Person');
    expect(problems).toEqual([]);
    expect(publications).toHaveLength(keys.length);
  });
});

describe('limits', () => {
  it('refuse a 525-byte file of chained @string concatenations at the first value past the limit, naming entry, line and limit', () => {
    const source = fixture('chained-strings.bib');
    expect(() => parsePublications(source, 'A. Person')).not.toThrow();
    expect(lines(source)).toEqual([
      `  - content/publications.bib, the @string at line 5, e (line 5): is longer than ${MAX_VALUE_CHARS.toLocaleString('en-US')} characters with its @string macros expanded (the limit)`,
    ]);
  });

  it('refuse a file whose values together expand past the limit', () => {
    const big = 'x'.repeat(MAX_VALUE_CHARS - 10);
    const uses = Array.from({ length: Math.ceil(MAX_EXPANDED_CHARS / big.length) + 1 }, (_, i) => `@misc{m${i}, title = big, author = {A}, year = 2020}`);
    const problems = lines(`@string{big = {${big}}}\n${uses.join('\n')}`);
    expect(problems[0]).toMatch(new RegExp(`entry "m\\d+", title \\(line \\d+\\): takes the file past ${MAX_EXPANDED_CHARS.toLocaleString('en-US')} characters`));
  });

  it('refuse "@a{" 32,000 times with a bounded list naming file and line', () => {
    const problems = lines('@a{'.repeat(32_000));
    expect(problems.length).toBeLessThanOrEqual(10);
    expect(problems[0]).toBe('  - content/publications.bib, the entry at line 1, (line 1): needs a "," or "}" after its key (found "@a{@a{@a{@a{@a{@a{@a")');
  });

  it('refuse a file past its size before reading it', () => {
    const source = `% ${'x'.repeat(MAX_BIB_BYTES)}\n`;
    expect(lines(source)).toEqual([
      `  - content/publications.bib, the file, (line 2): is ${(MAX_BIB_BYTES + 3).toLocaleString('en-US')} bytes: a .bib file may be at most ${MAX_BIB_BYTES.toLocaleString('en-US')} bytes (the limit); keep the papers this site should list`,
    ]);
  });

  it('refuse braces nested past the limit', () => {
    const deep = `${'{'.repeat(MAX_BRACE_DEPTH + 1)}x${'}'.repeat(MAX_BRACE_DEPTH + 1)}`;
    expect(lines(entry(`  note = {${deep}},\n`))).toEqual([`  - content/publications.bib, entry "k", note (line 5): has braces nested more than ${MAX_BRACE_DEPTH} deep (the limit)`]);
  });
});

describe('what the parser cannot show', () => {
  it('names a @string the file does not define', () => {
    expect(lines(entry('  journal = nbt,\n'))).toEqual([
      '  - content/publications.bib, entry "k", journal (line 5): names the @string "nbt", which this file does not define: add @string{nbt = {…}} above the entry, or write the text in braces',
    ]);
  });

  it('names a LaTeX command it cannot show, never showing its name', () => {
    expect(lines(entry('  note = {fine},\n').replace('A title', String.raw`A \textcolor{red}{title}`))).toEqual([
      '  - content/publications.bib, entry "k", title (line 2): holds \\textcolor, a LaTeX command this site cannot show: write its text instead, or leave it out',
    ]);
  });
});
