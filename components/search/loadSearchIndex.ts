// Fetches /search-index.json once per page load (the dialog's first opening, or hovering or
// focusing the search button) and checks its shape before use: a file from an older or newer
// deploy, or a broken answer, is refused rather than half used.
import { SEARCH_INDEX_PATH, SEARCH_INDEX_VERSION, SEARCH_KINDS, type SearchIndexFile } from '@/lib/search/searchIndexFile';
import { routeUrl } from '@/lib/paths';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const DOCUMENT_TEXTS = ['title', 'url', 'summary', 'keywords', 'headings', 'text'] as const;

function isDocument(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    (SEARCH_KINDS as readonly unknown[]).includes(value.kind) &&
    DOCUMENT_TEXTS.every((field) => typeof value[field] === 'string') &&
    String(value.url).startsWith('/')
  );
}

/** The index, or null when `value` is not one this code can read. */
export function parseSearchIndex(value: unknown): SearchIndexFile | null {
  if (!isObject(value) || value.version !== SEARCH_INDEX_VERSION) return null;
  const { documents, pages, texts, email, resumeUrl } = value;
  if (!Array.isArray(documents) || !documents.every(isDocument)) return null;
  if (!Array.isArray(pages) || !pages.every((page) => isObject(page) && typeof page.title === 'string' && typeof page.url === 'string')) return null;
  if (!isObject(texts) || !isObject(texts.kinds) || !isObject(texts.actions) || !isObject(texts.themes)) return null;
  if (typeof email !== 'string' || typeof resumeUrl !== 'string') return null;
  if (!isObject(value.index) || !Array.isArray(value.index.index)) return null;
  return value as unknown as SearchIndexFile;
}

let pending: Promise<SearchIndexFile> | undefined;

/** The index of the page's language (its route prefix), fetched on the first call; a failed fetch is tried again on the next call. */
export function loadSearchIndex(prefix: string): Promise<SearchIndexFile> {
  pending ??= fetch(routeUrl(prefix, SEARCH_INDEX_PATH), { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${SEARCH_INDEX_PATH}: HTTP ${response.status}`);
      return response.json();
    })
    .then((json: unknown) => {
      const index = parseSearchIndex(json);
      if (!index) throw new Error(`${SEARCH_INDEX_PATH}: not a search index this page can read`);
      return index;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}
