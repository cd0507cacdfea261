// The shape of /search-index.json, shared by the build that writes it (lib/search/searchIndex.ts)
// and the browser code that reads it (components/search/): types, constants and the MiniSearch
// options both sides must agree on, so the dialog's bundle takes nothing of the build's Markdown
// parsing with it.
import type { AsPlainObject, Options } from 'minisearch';
import type { InterfaceText } from '../model/interfaceText';

export const SEARCH_INDEX_PATH = '/search-index.json';
/** Changed with the file's shape: a page left open across a deploy refuses a file it cannot read. */
export const SEARCH_INDEX_VERSION = 1;

export const SEARCH_KINDS = ['page', 'project', 'note', 'tag', 'publication'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchDocument {
  id: number;
  kind: SearchKind;
  title: string;
  /** The route, with its trailing slash and without the base path (the router adds it). */
  url: string;
  /** What the result shows when the match is not in the text: the page's own summary. */
  summary: string;
  /** Technologies and tags: short, exact words that weigh more than the prose. */
  keywords: string;
  headings: string;
  text: string;
}

/** The dialog's words: every search text and the names of the themes. */
export type SearchTexts = InterfaceText['search'] & { themes: InterfaceText['theme'] };

export interface SearchIndexFile {
  version: number;
  texts: SearchTexts;
  documents: SearchDocument[];
  /** The MiniSearch index of the documents, built at build time: the browser loads it instead of
   * splitting every text into words itself, many times faster on a phone. */
  index: AsPlainObject;
  /** The "go to" actions: the pages of the top bar. */
  pages: Array<{ title: string; url: string }>;
  email: string;
  /** The resume PDF, base path applied. */
  resumeUrl: string;
}

/** The words of a text as MiniSearch splits them: runs between spaces and punctuation. */
export const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** How a word is compared: lower case, accents dropped ("Café" finds "cafe"). */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The fields indexed, and how words are read: the same when the build writes the index and when
 * the browser loads it. */
export const INDEX_OPTIONS = {
  fields: ['title', 'keywords', 'headings', 'summary', 'text'],
  processTerm: (term: string) => normalizeTerm(term) || null,
} satisfies Options<SearchDocument>;
