// A publication as the site shows it, read from the owner's optional content/publications.bib
// (lib/content/publications.ts): the publications page, search, sitemap, structured data and the
// résumé all take it from here.

export interface PublicationAuthor {
  /** "Given Family" (with a particle and suffix: "Jan van der Berg Jr."), without the marks. */
  name: string;
  /** The site's owner: marked in the list of authors. */
  owner: boolean;
  /** The marks written after the name, e.g. "*" for equal contribution or "†" for the corresponding author. */
  marks?: string;
}

/** A run of a title in one style: LaTeX's \textit, \textbf, \textsc, super- and subscripts. */
export interface TitlePart {
  text: string;
  italic?: boolean;
  bold?: boolean;
  sup?: boolean;
  sub?: boolean;
  smallCaps?: boolean;
}

export interface Publication {
  /** The entry's BibTeX key, e.g. "lee2024walk": its anchor on the page (#pub-lee2024walk). */
  key: string;
  /** The entry type, e.g. "article", "inproceedings". */
  type: string;
  /** The title as plain text (search, structured data, the résumé). */
  title: string;
  /** The title in its styles, when it has any (italics, super- and subscripts…). */
  titleParts?: TitlePart[];
  authors: PublicationAuthor[];
  /** The list of authors ends with "and others": shown as "et al.". */
  etAl?: boolean;
  year: number;
  /** 1–12, when the entry gives its month. */
  month?: number;
  /** Journal, proceedings or publisher, with the entry's `location` when it gives one. */
  venue?: string;
  /** The entry's `note` ("Oral presentation", "To appear"), on a line under the venue. */
  note?: string;
  /** The venue's short name (al-folio's `abbr`), shown as a badge. */
  abbr?: string;
  /** One of the owner's selected papers (al-folio's `selected`): first in its year and in the résumé. */
  selected?: boolean;
  abstract?: string;
  /** A file in public/ ("/papers/x.pdf") or an http(s) URL. */
  pdf?: string;
  /** The paper's web page (al-folio's `html`): a file in public/ or an http(s) URL. */
  html?: string;
  /** The entry's `url`, when it is none of the other links. */
  url?: string;
  code?: string;
  doi?: string;
  arxiv?: string;
  /** The entry as the owner wrote it, without the fields only a site reads (al-folio's), for the BibTeX disclosure and its copy button. */
  bibtex: string;
}

export const PUBLICATIONS_ROUTE = '/publications';

/** The anchor of a publication on the publications page. */
export function publicationAnchor(key: string): string {
  return `pub-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;

/** A link of a publication as an address: a file of public/ ("/assets/pdf/My paper.pdf") with each segment encoded. */
export const linkPath = (link: string) => (link.startsWith('/') ? link.split('/').map(encodeURIComponent).join('/') : link);

/** The first publications of a short list (the résumé): the selected ones first, each group in the page's order. */
export function leadingPublications(publications: readonly Publication[], count: number): Publication[] {
  return [...publications.filter((publication) => publication.selected), ...publications.filter((publication) => !publication.selected)].slice(0, count);
}
export const arxivUrl = (id: string) => `https://arxiv.org/abs/${id}`;
