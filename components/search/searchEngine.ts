// The search itself, in the browser: the MiniSearch index of /search-index.json (built at build
// time), queried as the visitor types.
import MiniSearch from 'minisearch';
import { INDEX_OPTIONS, type SearchDocument, type SearchIndexFile } from '@/lib/search/searchIndexFile';

export { normalizeTerm, WORD } from '@/lib/search/searchIndexFile';

// A word in the title or among the technologies and tags says more than one in the prose.
const BOOST = { title: 4, keywords: 3, headings: 2, summary: 1.5, text: 1 };

export const MIN_QUERY_LENGTH = 2;

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** The words of the document that matched (normalised): what the snippet marks. */
  terms: string[];
}

export interface SearchEngine {
  search(query: string): SearchHit[];
}

export function createSearchEngine({ index: serialised, documents }: Pick<SearchIndexFile, 'index' | 'documents'>): SearchEngine {
  const index = MiniSearch.loadJS<SearchDocument>(serialised, {
    ...INDEX_OPTIONS,
    searchOptions: {
      boost: BOOST,
      // Every word may be the start of a longer one (results while typing) and may hold a typo:
      // one wrong letter in five, none in words of one or two letters.
      prefix: true,
      fuzzy: (term) => (term.length > 2 ? 0.2 : false),
      combineWith: 'AND',
    },
  });
  const byId = new Map(documents.map((document) => [document.id, document]));
  return {
    search(query) {
      // One letter starts too many words to say anything: results come from the second one.
      if (query.trim().length < MIN_QUERY_LENGTH) return [];
      return index.search(query).flatMap((result) => {
        const document = byId.get(result.id as number);
        return document ? [{ document, score: result.score, terms: result.terms }] : [];
      });
    },
  };
}
