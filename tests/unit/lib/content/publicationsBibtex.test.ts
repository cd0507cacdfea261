/**
 * @jest-environment node
 */
// A researcher's .bib as they already keep it (al-folio's papers.bib, the exports of reference
// managers), read into what the publications page shows: each construct of the reduced fixtures in
// tests/fixtures/bibtex/, written after real files (docs/measurements/real-files-bibtex.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parsePublications } from '@/lib/content/publications';

const fixture = (name: string) => readFileSync(path.join(__dirname, '../../../fixtures/bibtex', name), 'utf8');
const OWNER = 'Ingrid Valdés-Okonkwo Lindqvist';
const alFolio = parsePublications(fixture('al-folio.bib'), OWNER, undefined, () => true);
const rivers = alFolio.publications.find((publication) => publication.key === 'lindqvist2024rivers')!;
const gauges = alFolio.publications.find((publication) => publication.key === 'lindqvist2024gauges')!;

describe('an al-folio papers.bib', () => {
  it('is read whole, with nothing to warn of', () => {
    expect(alFolio.problems).toEqual([]);
    expect(alFolio.warnings).toEqual([]);
    expect(alFolio.publications.map((publication) => publication.key)).toEqual(['lindqvist2024rivers', 'lindqvist2024gauges']);
  });

  it('expands @string and month macros', () => {
    expect(rivers.venue).toBe('Nature Biotechnology');
    expect([rivers.month, gauges.month]).toEqual([1, 3]);
  });

  it("expands the macros BibTeX's own styles define, which the file need not", () => {
    const { publications, problems } = parsePublications('@article{k, title = {T}, author = {A}, year = 2020, journal = cacm # " (Research)"}', OWNER);
    expect(problems).toEqual([]);
    expect(publications[0]!.venue).toBe('Communications of the ACM (Research)');
  });

  it('draws the venue with its location and the note, as al-folio does', () => {
    expect([gauges.venue, gauges.note]).toEqual(['Proceedings of Field Hydrology, Tromsø, Norway', 'Oral presentation']);
  });

  it('writes LaTeX commands, accents, math letters, dashes and ties as text, italics as a styled part', () => {
    expect(rivers.title).toBe('“Rivers” that remember: Gödel, café, ℝ² and 1–2\u00a0floods');
    expect(rivers.titleParts).toEqual([{ text: '“Rivers” that ' }, { text: 'remember', italic: true }, { text: ': Gödel, café, ℝ² and 1–2\u00a0floods' }]);
    expect(gauges.titleParts).toBeUndefined();
  });

  it('splits names with particles and suffixes, shows author marks as marks and "others" as et al.', () => {
    expect(rivers.authors).toEqual([
      { name: 'Ingrid Lindqvist', owner: true, marks: '*' },
      { name: 'Jan van der Berg', owner: false, marks: '*' },
      { name: 'Ana de la Fuente', owner: false, marks: '†' },
      { name: 'John Doe Jr.', owner: false },
    ]);
    expect(rivers.etAl).toBe(true);
    expect(gauges.etAl).toBeUndefined();
  });

  it('links a bare pdf name where al-folio keeps it, an http:// html page, a DOI written as an address, and a lone url', () => {
    expect([rivers.pdf, rivers.html, rivers.doi, rivers.url]).toEqual(['/assets/pdf/rivers.pdf', 'http://example.org/rivers', '10.1000/nbt.2024.1', undefined]);
    expect(gauges.url).toBe('https://example.org/gauges');
  });

  it('puts a selected paper first in its year and shows its abbr as a badge', () => {
    // Without `selected`, March (gauges) would come before January (rivers).
    expect([rivers.selected, rivers.abbr, gauges.selected, gauges.abbr]).toEqual([true, 'NBT', undefined, undefined]);
  });

  it('offers the BibTeX without the fields only the site reads, its @string spelled out', () => {
    expect(rivers.bibtex).toBe(String.raw`@article{lindqvist2024rivers,
  title             = {\enquote{Rivers} that \textit{remember}: G{\"o}del, caf\'{e}, $\mathbb{R}^2$ and 1--2~floods},
  author            = {Lindqvist*, Ingrid and van der Berg*, Jan and de la Fuente$^\dagger$, Ana and Doe, Jr., John and others},
  journal           = {Nature Biotechnology},
  month             = jan,
  year              = {2024},
  doi               = {https://doi.org/10.1000/nbt.2024.1},
}`);
  });

  it('finds a file whose name the .bib writes with its accents decomposed, spaces and all', () => {
    const source = '@misc{k, title = {T}, author = {A}, year = 2024, pdf = {Adria\u0300 Torralba - 2024.pdf}}';
    const { publications, problems } = parsePublications(source, OWNER, undefined, (sitePath) => sitePath === '/assets/pdf/Adri\u00e0 Torralba - 2024.pdf');
    expect(problems).toEqual([]);
    expect(publications[0]!.pdf).toBe('/assets/pdf/Adri\u00e0 Torralba - 2024.pdf');
  });

  it('names a pdf that is not in public/, and where al-folio keeps it', () => {
    const { problems } = parsePublications(fixture('al-folio.bib'), OWNER, undefined, (sitePath) => sitePath !== '/assets/pdf/rivers.pdf');
    expect(problems).toEqual([
      {
        file: 'publications.bib',
        entry: 'entry "lindqvist2024rivers"',
        field: 'pdf (line 30)',
        message: 'names public/assets/pdf/rivers.pdf, which is not there (al-folio keeps "rivers.pdf" in assets/pdf/: copy it to public/assets/pdf/)',
      },
    ]);
  });
});

describe('text as Unicode', () => {
  it('is normalised to NFC, however the file wrote its accents', () => {
    const decomposed = 'Cafe\u0301 and Ame\u0301lie';
    const { publications } = parsePublications(`@misc{k, title = {${decomposed}}, author = {Ame\u0301lie Dupont}, year = 2020}`, 'A');
    expect(publications[0]!.title).toBe('Caf\u00e9 and Am\u00e9lie');
    expect(publications[0]!.authors[0]!.name).toBe('Am\u00e9lie Dupont');
  });
});

describe('link fields of exported files', () => {
  const exported = parsePublications(fixture('exports.bib'), OWNER, undefined, () => true);
  const byKey = (key: string) => exported.publications.find((publication) => publication.key === key)!;

  it('never stop the build: what is left out of each is named with its entry, field and line', () => {
    expect(exported.problems).toEqual([]);
    expect(exported.publications).toHaveLength(5);
    expect(exported.warnings.map(({ entry, field, message }) => `${entry}, ${field}: …${message.slice(message.lastIndexOf(': '))}`)).toEqual([
      'entry "10.1145/3613904.3642406", url (line 9): …: its DOI 10.1145/3613904.3642406 is linked, the rest left out',
      'entry "Mayr2016", url (line 18): …: its address https://mediatum.example.org/1315660 is linked',
      'entry "handle2021", doi (line 34): …: left out',
    ]);
  });

  it('take the DOI of a link that holds one, the address of an HTML link, and drop two addresses in one field', () => {
    expect(byKey('zotero2019')).toMatchObject({ doi: '10.1000/abc.123' });
    expect(byKey('zotero2019').url).toBeUndefined();
    expect(byKey('Mayr2016').url).toBe('https://mediatum.example.org/1315660');
    expect(byKey('10.1145/3613904.3642406')).toMatchObject({ doi: '10.1145/3613904.3642406' });
    expect(byKey('10.1145/3613904.3642406').url).toBeUndefined();
    expect(byKey('handle2021').doi).toBeUndefined();
    // Nothing of zotero2019's url is lost: its DOI is linked, and nothing is said.
    expect(exported.warnings.filter((warning) => warning.entry === 'entry "zotero2019"')).toEqual([]);
  });

  it("keep the TeX of the ACM's formulas in an abstract, and its names' accents", () => {
    const acm = byKey('10.1145/3613904.3642031');
    expect(acm.abstract).toBe('We ran a study (N\u00a0=\u00a029) and gained 22.92%, a < b.');
    expect(acm.authors.map((author) => author.name)).toEqual(['Mark Colley', 'Nađa Terzimehić']);
  });

  it('leave a 300-entry file building, however many of them there are', () => {
    const entries = Array.from({ length: 300 }, (_, index) => {
      // Every tenth: the url of 4C's 316-entry papers.bib; every fifth of the others, one that is no link at all.
      const url =
        index % 10 === 0 ? `doi:<a href="https://doi.org/10.1000/x${index}">10.1000/x${index}</a>` : index % 5 === 0 ? `see the paper` : `https://example.org/${index}`;
      return `@article{paper${index},\n  title = {Paper ${index}},\n  author = {Lee, Ana},\n  journal = {J},\n  year = {${2000 + (index % 25)}},\n  url = {${url}},\n}`;
    });
    const { publications, problems, warnings } = parsePublications(entries.join('\n\n'), OWNER);
    expect(problems).toEqual([]);
    expect(publications).toHaveLength(300);
    expect(warnings).toHaveLength(30);
    expect(warnings[0]).toMatchObject({ entry: 'entry "paper5"', field: 'url (line 46)' });
    expect(publications.find((publication) => publication.key === 'paper10')!.doi).toBe('10.1000/x10');
  });
});
