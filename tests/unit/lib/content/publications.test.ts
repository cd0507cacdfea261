/**
 * @jest-environment node
 */
// The owner's BibTeX as publications: newest first, the owner marked among the authors, LaTeX
// accents as letters, the links the entry gives; and every mistake named by file, entry key and field.
import { formatProblems } from '@/lib/content/check';
import { parsePublications } from '@/lib/content/publications';
import { bibtexValue } from '@/lib/interchange/publicationsFromResume';
import { parseContent } from '@/lib/content/load';
import { sparseOwnerModules } from '../../../fixtures/ownerModules';

const bib = `% My papers
@inproceedings{lind2023gauges,
  title     = {Gauges that survive the {Arctic} winter},
  author    = {M\\"uller, Jan and Lindqvist, Ingrid},
  booktitle = {Proceedings of Field Hydrology},
  year      = {2023},
  code      = {https://github.com/example/gauges},
  eprint    = {2301.01234},
  archivePrefix = {arXiv},
}
@article{lind2024ensembles,
  title   = {Reading ensembles without fooling yourself},
  author  = {Ingrid Lindqvist and Ana Lee},
  journal = {Journal of Forecasting},
  year    = 2024,
  doi     = {10.1000/jf.2024.7},
  pdf     = {/papers/ensembles.pdf},
  abstract = {We count members $\\geq$ the line.},
}
`;

describe('parsePublications', () => {
  it('lists the entries newest first, with the owner marked, accents as letters and the links given', () => {
    const { publications, problems } = parsePublications(bib, 'Ingrid Valdés-Okonkwo Lindqvist');
    expect(problems).toEqual([]);
    expect(publications.map((p) => [p.key, p.year, p.venue])).toEqual([
      ['lind2024ensembles', 2024, 'Journal of Forecasting'],
      ['lind2023gauges', 2023, 'Proceedings of Field Hydrology'],
    ]);
    const [ensembles, gauges] = publications;
    expect(gauges!.title).toBe('Gauges that survive the Arctic winter');
    expect(gauges!.authors).toEqual([
      { name: 'Jan Müller', owner: false },
      { name: 'Ingrid Lindqvist', owner: true },
    ]);
    expect([gauges!.arxiv, gauges!.code, gauges!.doi]).toEqual(['2301.01234', 'https://github.com/example/gauges', undefined]);
    expect([ensembles!.doi, ensembles!.pdf, ensembles!.abstract]).toEqual(['10.1000/jf.2024.7', '/papers/ensembles.pdf', 'We count members ≥ the line.']);
    // The BibTeX disclosure shows the entry as the owner wrote it (less the PDF, which only the site reads).
    expect(ensembles!.bibtex).toMatch(/^@article\{lind2024ensembles,[\s\S]*abstract = \{We count members \$\\geq\$ the line\.\},\n\}$/);
  });

  it('marks the owner by family name and first initial, not another author of the same family', () => {
    const { publications } = parsePublications('@misc{a, title = {T}, year = 2020, author = {Lindqvist, I. and Karl Lindqvist and Ingrid Lindqvist}}', 'Ingrid Valdés-Okonkwo Lindqvist');
    expect(publications[0]!.authors.map((author) => author.owner)).toEqual([true, false, true]);
  });

  it('names a missing or malformed field by file, entry key, field and line', () => {
    const broken = String.raw`@misc{fine, title = {One}, author = {B}, year = 2020}
@article{nolead,
  author = {A. Person},
  year = {20x4}}`;
    const { problems } = parsePublications(broken, 'Nobody');
    expect(formatProblems(problems).split('\n').slice(1)).toEqual([
      '  - content/publications.bib, entry "nolead", title (entry at line 2): is missing',
      '  - content/publications.bib, entry "nolead", year (line 4): must be a year of four digits, e.g. 2024 (got "20x4")',
    ]);
  });

  it('names a key used twice with the lines of both entries', () => {
    const { problems } = parsePublications('@misc{dup, title = {One}, author = {B}, year = 2020}\n@misc{dup, title = {Two}, author = {B}, year = 2021}', 'Nobody');
    expect(formatProblems(problems).split('\n').slice(1)).toEqual([
      '  - content/publications.bib, entry "dup", key (line 2): is also the key of the entry at line 1: each entry needs its own key',
    ]);
  });

  it('names the line and the entry of BibTeX that does not parse', () => {
    const { problems } = parsePublications('@misc{fine, title = {A}, author = {B}, year = 2020}\n\n@article{open2024,\n  title = {Never closed,\n', 'B');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toEqual({
      file: 'publications.bib',
      entry: 'entry "open2024"',
      field: 'title (line 4)',
      message: 'the "{" that opens this value is never closed: a "}" is missing',
    });
  });
});

describe('LaTeX in a title', () => {
  it('writes accents, special letters, dashes and escapes as text', () => {
    const { publications } = parsePublications(String.raw`@misc{k, title = {Gr{\"o}{\ss}e -- {\'E}cole \& \c{C}a\~{n}o---done}, author = {A}, year = 2020}`, 'A');
    expect(publications[0]!.title).toBe('Größe – École & Çaño—done');
  });
});

describe('bibtexValue', () => {
  it('keeps a résumé text from closing its field or running a command, and reads back as written', () => {
    const text = 'Braces } { and \\input{/etc/passwd} cost 50% & more_than #1 ~ ^';
    const value = bibtexValue(text);
    const { publications, problems } = parsePublications(`@misc{k, title = {${value}}, author = {A. Person}, year = 2020, abstract = {${value}}}`, 'A. Person');
    expect(problems).toEqual([]);
    expect(publications[0]!.title).toBe(text);
    expect(publications[0]!.abstract).toBe(text);
  });
});

describe('the publications page in the top bar', () => {
  it('is linked last by the default top bar when the owner keeps a .bib, and not without one', () => {
    const withBib = parseContent(sparseOwnerModules, { publicFileExists: () => true, hasPublications: true });
    const withoutBib = parseContent(sparseOwnerModules, { publicFileExists: () => true });
    expect(withBib.navItems.at(-1)).toMatchObject({ id: '/publications', label: withBib.ui.publications.title });
    expect(withoutBib.navItems.map((item) => item.id)).not.toContain('/publications');
  });
});
