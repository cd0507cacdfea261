// The search itself, in the browser: a MiniSearch index built from the documents of
// /search-index.json when the dialog first opens (building it there takes a few milliseconds and
// keeps the file the plain documents, smaller than a serialised index), queried as the visitor types.
import MiniSearch from 'minisearch';
import type { SearchDocument } from '@/lib/searchIndexFile';

/** The words of a text as MiniSearch splits them: runs between spaces and punctuation. */
export const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** How a word is compared: lower case, accents dropped ("Café" finds "cafe"). */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const FIELDS = ['title', 'keywords', 'headings', 'summary', 'text'] as const;
// A word in the title or among the technologies and tags says more than one in the prose.
const BOOST = { title: 4, keywords: 3, headings: 2, summary: 1.5, text: 1 };

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** The words of the document that matched (normalised): what the snippet marks. */
  terms: string[];
}

export interface SearchEngine {
  search(query: string): SearchHit[];
}

export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const index = new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: {
      boost: BOOST,
      // Every word may be the start of a longer one (results while typing) and may hold a typo:
      // one wrong letter in five, none in words of one or two letters.
      prefix: true,
      fuzzy: (term) => (term.length > 2 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  index.addAll(documents);
  const byId = new Map(documents.map((document) => [document.id, document]));
  return {
    search(query) {
      if (!query.trim()) return [];
      return index.search(query).flatMap((result) => {
        const document = byId.get(result.id as number);
        return document ? [{ document, score: result.score, terms: result.terms }] : [];
      });
    },
  };
}
