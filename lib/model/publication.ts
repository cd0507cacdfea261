// A publication as the site shows it, read from the owner's optional content/publications.bib
// (lib/content/publications.ts): the publications page, search, sitemap, structured data and the
// résumé all take it from here.

export interface PublicationAuthor {
  name: string;
  /** The site's owner: marked in the list of authors. */
  owner: boolean;
}

export interface Publication {
  /** The entry's BibTeX key, e.g. "lee2024walk": its anchor on the page (#pub-lee2024walk). */
  key: string;
  /** The entry type, e.g. "article", "inproceedings". */
  type: string;
  title: string;
  authors: PublicationAuthor[];
  year: number;
  /** Journal, proceedings or publisher. */
  venue?: string;
  abstract?: string;
  pdf?: string;
  code?: string;
  doi?: string;
  arxiv?: string;
  /** The entry as the owner wrote it, for the BibTeX disclosure and its copy button. */
  bibtex: string;
}

export const PUBLICATIONS_ROUTE = '/publications';

/** The anchor of a publication on the publications page. */
export function publicationAnchor(key: string): string {
  return `pub-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
export const arxivUrl = (id: string) => `https://arxiv.org/abs/${id}`;
