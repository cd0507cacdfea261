// A JSON Resume's publications as the owner's content/publications.bib. A résumé says little of a
// paper (name, publisher, date, address, summary), so each becomes a @misc entry with what it gives;
// the owner's name is the author (a résumé lists only its owner's publications), to be completed.
// Text from the résumé is escaped for BibTeX: braces, backslashes and the other special characters
// cannot end a field or start a command.
import type { ResumeReader } from './reader';

const SPECIAL: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** A résumé's text as a BibTeX field value, for inside braces: nothing in it can close the field or run a command. */
export function bibtexValue(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/[\\{}~^&%$#_]/g, (char) => SPECIAL[char] ?? `\\${char}`)
    .trim();
}

/** An entry key from the title and year: "walkforward2024". */
function keyOf(title: string, year: string, taken: Set<string>): string {
  const word = title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().match(/[a-z0-9]{3,}/)?.[0] ?? 'paper';
  let key = `${word}${year}`;
  for (let n = 2; taken.has(key); n += 1) key = `${word}${year}${String.fromCharCode(96 + n)}`;
  taken.add(key);
  return key;
}

/** The résumé's publications as the text of content/publications.bib, or undefined when it has none. */
export function publicationsBib(reader: ResumeReader, ownerName: string): string | undefined {
  const count = reader.count('publications');
  const taken = new Set<string>();
  const entries: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = `publications[${i}]`;
    const title = reader.text(`${at}.name`);
    const year = reader.text(`${at}.releaseDate`)?.match(/^\d{4}/)?.[0];
    if (!title || !year) {
      reader.skip(at, 'a publication needs a name and a releaseDate (its year) to be listed');
      continue;
    }
    const url = reader.text(`${at}.url`);
    const fields: Array<[string, string | undefined]> = [
      ['title', title],
      ['author', ownerName],
      ['publisher', reader.text(`${at}.publisher`)],
      ['year', year],
      // An https address only: the publications page links nothing else.
      ['url', url?.startsWith('https://') ? url : undefined],
      ['abstract', reader.text(`${at}.summary`)],
    ];
    const body = fields
      .filter((field): field is [string, string] => Boolean(field[1]))
      .map(([name, value]) => `  ${name.padEnd(9)} = {${bibtexValue(value)}},`)
      .join('\n');
    entries.push(`@misc{${keyOf(title, year, taken)},\n${body}\n}`);
  }
  if (!entries.length) return undefined;
  return `% Imported from a JSON Resume: complete each entry (authors, venue, doi, pdf, code) in BibTeX.\n\n${entries.join('\n\n')}\n`;
}
