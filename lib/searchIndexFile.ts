// The shape of /search-index.json, shared by the build that writes it (lib/site/searchIndex.ts)
// and the browser code that reads it (components/search/): types and constants only, so the
// dialog's bundle takes nothing of the build's Markdown parsing with it.
import type { InterfaceText } from './content/interfaceText';

export const SEARCH_INDEX_PATH = '/search-index.json';
export const SEARCH_ROUTE = '/search';
/** Changed with the file's shape: a page left open across a deploy refuses a file it cannot read. */
export const SEARCH_INDEX_VERSION = 1;

export const SEARCH_KINDS = ['page', 'project', 'note', 'tag'] as const;
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
  /** The "go to" actions: the pages of the top bar. */
  pages: Array<{ title: string; url: string }>;
  email: string;
  /** The resume PDF, base path applied. */
  resumeUrl: string;
}
