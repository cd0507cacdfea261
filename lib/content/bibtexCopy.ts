// The BibTeX a visitor copies: the entry as the owner wrote it, as al-folio shows it, without the
// fields only a site reads (al-folio's own, which a reference manager would carry into someone's
// paper), and with each @string macro spelled out, since the copy leaves the file that defines it.
import type { BibEntrySource } from './bibtexSource';

/** The fields al-folio's sites read and its copyable BibTeX leaves out (its `filtered_bibtex_keywords`), standard BibTeX fields aside. */
export const SITE_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'abbr',
  'additional_info',
  'altmetric',
  'annotation',
  'arxiv',
  'award',
  'award_name',
  'bibtex_show',
  'blog',
  'code',
  'dimensions',
  'featured',
  'featured_description',
  'featured_order',
  'featured_title',
  'google_scholar_id',
  'hal',
  'html',
  'inspirehep_id',
  'pdf',
  'poster',
  'preview',
  'selected',
  'slides',
  'supp',
  'video',
  'website',
]);

const isBlank = (text: string) => /^[ \t]*$/.test(text);

/** The copyable text of an entry of `text` (the file read by readBibtex). */
export function copyableBibtex(text: string, entry: BibEntrySource): string {
  let copy = '';
  let at = entry.start;
  for (const field of entry.fields) {
    if (SITE_ONLY_FIELDS.has(field.name)) {
      // The field, the comma after it, and its line when it has one of its own.
      const lineStart = text.lastIndexOf('\n', field.start - 1) + 1;
      let from = isBlank(text.slice(lineStart, field.start)) && lineStart >= at ? lineStart : field.start;
      let to = field.end;
      while (text[to] === ' ' || text[to] === '\t') to += 1;
      if (text[to] === ',') to += 1;
      while (text[to] === ' ' || text[to] === '\t') to += 1;
      if (from === lineStart && text[to] === '\r') to += 1;
      if (from === lineStart && text[to] === '\n') to += 1;
      else if (from === lineStart) from = field.start;
      copy += text.slice(at, from);
      at = to;
    } else if (field.macros.length) {
      copy += `${text.slice(at, field.valueStart)}{${field.raw}}`;
      at = field.end;
    }
  }
  return (copy + text.slice(at, entry.end)).trim();
}
