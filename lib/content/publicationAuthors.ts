// The authors of an entry as the parser splits them (particles such as "van der" and suffixes such
// as "Jr." in their place), with the marks researchers add to a name ("Zhang*" for equal
// contribution, "Lee$^\dagger$" for the corresponding author) shown as marks, "and others" as
// "et al.", and the site's owner recognised whatever marks their name carries.
import type { Creator } from '@retorquere/bibtex-parser';
import { plainText } from './bibtexLatex';
import type { PublicationAuthor } from '../model/publication';

// al-folio's marks, and "#" (equal contribution in some groups' files).
const MARKS = /[*∗†‡§¶‖&^#]+$/u;

const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** A name part as text, and the marks at its end. */
function withoutMarks(value: string | undefined): { text: string; marks: string } {
  const text = plainText(value ?? '');
  const marks = text.match(MARKS)?.[0] ?? '';
  return { text: text.slice(0, text.length - marks.length).trim(), marks };
}

const isOthers = (creator: Creator) => !creator.firstName && /^(others|et\.? al\.?)$/i.test((creator.lastName ?? creator.name ?? '').trim());

/**
 * The authors of an entry, the owner marked: the author whose family name is the last word of the
 * owner's name and whose given name starts with the same letter ("Lindqvist, I." is Ingrid
 * Valdés-Okonkwo Lindqvist; "Lindqvist, Karl" is not).
 */
export function entryAuthors(creators: readonly Creator[], ownerName: string): { authors: PublicationAuthor[]; etAl: boolean } {
  const ownerWords = plain(ownerName).split(/\s+/).filter(Boolean);
  const [ownerFamily, ownerInitial] = [ownerWords.at(-1) ?? '', ownerWords[0]?.[0] ?? ''];
  const etAl = creators.length > 0 && isOthers(creators.at(-1)!);
  const authors = (etAl ? creators.slice(0, -1) : creators).map((creator) => {
    if (creator.name !== undefined) {
      // A name in braces, e.g. {Google Research}: one literal name.
      const { text, marks } = withoutMarks(creator.name);
      return { name: text, owner: false, ...(marks ? { marks } : {}) };
    }
    const family = withoutMarks(creator.lastName);
    const given = withoutMarks(creator.firstName);
    const suffix = withoutMarks(creator.suffix);
    const prefix = plainText(creator.prefix ?? '');
    const marks = family.marks + given.marks + suffix.marks;
    const name = [given.text, prefix, family.text].filter(Boolean).join(' ') + (suffix.text ? ` ${suffix.text}` : '');
    const owner = ownerInitial !== '' && plain(family.text).split(/\s+/).at(-1) === ownerFamily && plain(given.text).startsWith(ownerInitial);
    return { name, owner, ...(marks ? { marks } : {}) };
  });
  return { authors, etAl };
}
