// What the dialog shows for the hits of a query: grouped by kind, the group of the best hit first
// and the best hit first in each group, with a title and a snippet whose matching words are marked.
import type { SearchDocument, SearchKind, SearchTexts } from '@/lib/search/searchIndexFile';
import { fillTemplate } from '@/lib/format/text';
import { MIN_QUERY_LENGTH, normalizeTerm, WORD, type SearchHit } from './searchEngine';

/** A piece of text, marked when it is a word the query matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

export interface ResultGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

/** A hit as the dialog shows it: its title and snippet cut into marked and plain segments. */
export interface ShownHit extends SearchHit {
  titleSegments: Segment[];
  snippet: Segment[];
}

/** The segments of a hit's title and snippet, worked out once per query (not on every render). */
export function shownHit(hit: SearchHit): ShownHit {
  return { ...hit, titleSegments: markTerms(hit.document.title, hit.terms), snippet: snippetOf(hit.document, hit.terms) };
}

/** The hits shown at most: past that, a more precise query helps more than a longer list. */
export const MAX_HITS = 20;
/** About two lines of a phone: enough words around the match to judge it by. */
export const SNIPPET_LENGTH = 140;

/** The best `limit` hits, grouped by kind; groups in the order of their best hit. */
export function groupHits(hits: readonly SearchHit[], limit = MAX_HITS): ResultGroup[] {
  const best = [...hits].sort((a, b) => b.score - a.score).slice(0, limit);
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of best) groups.set(hit.document.kind, [...(groups.get(hit.document.kind) ?? []), hit]);
  return [...groups].map(([kind, grouped]) => ({ kind, hits: grouped }));
}

/** Whether a word of a text is one of `terms` (normalised): cheap for the plain ASCII words most are. */
function matcher(terms: readonly string[]): (word: string) => boolean {
  const wanted = new Set(terms);
  return (word) => {
    const lower = word.toLowerCase();
    // Only a word with a character outside ASCII may carry an accent to drop.
    return wanted.has(lower) || (/[^\u0000-\u007f]/.test(lower) && wanted.has(normalizeTerm(lower)));
  };
}

/** `text` cut into segments, each word whose normalised form is one of `terms` marked. */
export function markTerms(text: string, terms: readonly string[]): Segment[] {
  const matches = matcher(terms);
  const segments: Segment[] = [];
  let at = 0;
  for (const word of text.matchAll(WORD)) {
    if (!matches(word[0])) continue;
    if (word.index > at) segments.push({ text: text.slice(at, word.index), mark: false });
    segments.push({ text: word[0], mark: true });
    at = word.index + word[0].length;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

/** Where the first word of `terms` starts in `text`, or -1. */
function firstMatch(text: string, matches: (word: string) => boolean): number {
  for (const word of text.matchAll(WORD)) if (matches(word[0])) return word.index;
  return -1;
}

/** Up to `length` characters of `text` around `at`, cut between words, with "…" where cut. */
function around(text: string, at: number, length: number): string {
  if (text.length <= length) return text;
  let start = Math.max(0, Math.min(at - Math.floor(length / 3), text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The snippet of a hit: the passage of its summary, text or headings where a matched word first
 * appears, or else (the match was in the title or tags) the start of its summary.
 */
export function snippetOf(document: SearchDocument, terms: readonly string[], length = SNIPPET_LENGTH): Segment[] {
  const matches = matcher(terms);
  for (const field of [document.summary, document.text, document.headings, document.keywords]) {
    const at = firstMatch(field, matches);
    if (at >= 0) return markTerms(around(field, at, length), terms);
  }
  return markTerms(around(document.summary, 0, length), terms);
}

/** What the live region says about a query's results: nothing before a query is long enough to
 * search, else how many. */
export function countText(texts: SearchTexts, query: string, count: number): string {
  const shown = query.trim();
  if (shown.length < MIN_QUERY_LENGTH) return '';
  if (count === 0) return fillTemplate(texts.noResults, { query: shown });
  return count === 1 ? texts.oneResult : fillTemplate(texts.results, { count });
}
