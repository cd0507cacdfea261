// What the search dialog finds and shows: the engine's prefix and typo tolerance, results grouped
// by kind best first, snippets with the matched words marked, the actions a query asks for, and
// the ?q= query and the fetched index checked before use. Made-up documents, no owner's content.
import { createSearchEngine, normalizeTerm, type SearchHit } from '@/components/search/searchEngine';
import { countText, groupHits, markTerms, snippetOf } from '@/components/search/searchResults';
import { matchingActions, searchActions } from '@/components/search/searchActions';
import { queryFromSearch, MAX_QUERY_LENGTH } from '@/components/search/searchQuery';
import { parseSearchIndex } from '@/components/search/loadSearchIndex';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { SEARCH_INDEX_VERSION, type SearchDocument, type SearchIndexFile } from '@/lib/search/searchIndexFile';
import { indexOf } from '@/lib/search/searchIndex';

const doc = (id: number, kind: SearchDocument['kind'], title: string, text = '', extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  kind,
  title,
  url: `/${kind}/${id}/`,
  summary: `Summary of ${title}.`,
  keywords: '',
  headings: '',
  text,
  ...extra,
});

const documents = [
  doc(0, 'page', 'About'),
  doc(1, 'project', 'Harbour Dashboard', 'Charts of ship arrivals.', { keywords: 'React, Grafana' }),
  doc(2, 'note', 'Forecasting demand', 'We trained a gradient boosted model on weather and calendar data to forecast the load of the grid.'),
  doc(3, 'note', 'Caching', 'A forecast of cache hits.'),
  doc(4, 'tag', 'Notes tagged “forecasting”', '', { keywords: 'forecasting' }),
];
const engine = createSearchEngine({ documents, index: indexOf(documents) });
const titles = (query: string) => engine.search(query).map((hit) => hit.document.title);

describe('the search engine', () => {
  it('finds a word of a document\'s text, and the start of a word while it is typed', () => {
    expect(titles('weather')).toEqual(['Forecasting demand']);
    expect(titles('weath')).toEqual(['Forecasting demand']);
  });

  it('forgives a typo and letter case', () => {
    expect(titles('Grafanna')).toEqual(['Harbour Dashboard']);
    expect(titles('WEATHAR')).toEqual(['Forecasting demand']);
  });

  it('finds a technology among a project\'s keywords', () => {
    expect(titles('grafana')).toEqual(['Harbour Dashboard']);
  });

  it('wants every word of the query', () => {
    expect(titles('forecast weather')).toEqual(['Forecasting demand']);
  });

  it('finds nothing for an empty query, a single letter or an unknown word', () => {
    expect(engine.search('   ')).toEqual([]);
    expect(engine.search('w')).toEqual([]);
    expect(engine.search('zebra')).toEqual([]);
  });

  it('names the document words that matched, normalised (what the snippet marks)', () => {
    const [hit] = engine.search('weathar');
    expect(hit!.terms).toEqual(['weather']);
    expect(normalizeTerm('Café')).toBe('cafe');
  });
});

describe('groupHits', () => {
  const hit = (id: number, score: number): SearchHit => ({ document: documents[id]!, score, terms: [] });

  it('groups by kind, the group of the best hit first and the best first in each', () => {
    const groups = groupHits([hit(3, 2), hit(1, 5), hit(2, 9), hit(0, 1)]);
    expect(groups.map((group) => [group.kind, group.hits.map((entry) => entry.document.id)])).toEqual([
      ['note', [2, 3]],
      ['project', [1]],
      ['page', [0]],
    ]);
  });

  it('keeps only the best hits when there are more than it shows', () => {
    const groups = groupHits([hit(3, 2), hit(1, 5), hit(2, 9)], 2);
    expect(groups.flatMap((group) => group.hits.map((entry) => entry.document.id))).toEqual([2, 1]);
  });
});

describe('snippets', () => {
  it('marks each word that matched, whatever its case, and nothing inside other words', () => {
    expect(markTerms('Forecast the forecasts; FORECAST.', ['forecast'])).toEqual([
      { text: 'Forecast', mark: true },
      { text: ' the forecasts; ', mark: false },
      { text: 'FORECAST', mark: true },
      { text: '.', mark: false },
    ]);
  });

  it('marks a word with accents when the query had none', () => {
    expect(markTerms('Un café noir', ['cafe']).filter((segment) => segment.mark)).toEqual([{ text: 'café', mark: true }]);
  });

  it('shows the passage of the text where the match is, cut between words, with ellipses', () => {
    const long = doc(9, 'note', 'Long', `${'lorem ipsum '.repeat(30)}the weather station ${'dolor sit '.repeat(30)}`);
    const segments = snippetOf(long, ['weather'], 80);
    const text = segments.map((segment) => segment.text).join('');
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(82);
    expect(segments.filter((segment) => segment.mark)).toEqual([{ text: 'weather', mark: true }]);
    // No word cut in half at either end.
    const words = new Set(['lorem', 'ipsum', 'the', 'weather', 'station', 'dolor', 'sit']);
    expect(text.replace(/…/g, '').split(' ').every((word) => words.has(word))).toBe(true);
  });

  it('prefers the summary when the match is there, and shows the summary when only the title matched', () => {
    expect(snippetOf(doc(1, 'project', 'Alpha', 'Beta text.', { summary: 'Beta summary.' }), ['beta'])[0]).toEqual({ text: 'Beta', mark: true });
    expect(snippetOf(doc(1, 'project', 'Alpha', 'Other text.', { summary: 'A tool.' }), ['alpha'])).toEqual([{ text: 'A tool.', mark: false }]);
  });
});

describe('countText', () => {
  const texts = { ...interfaceDefaults.search, themes: interfaceDefaults.theme };
  it('says nothing before a query of two letters, then how many results or that there are none', () => {
    expect(countText(texts, '  ', 0)).toBe('');
    expect(countText(texts, 'z', 0)).toBe('');
    expect(countText(texts, ' zebra ', 0)).toContain('“zebra”');
    expect(countText(texts, 'ab', 1)).toBe(interfaceDefaults.search.oneResult);
    expect(countText(texts, 'ab', 7)).toContain('7');
  });
});

const index: SearchIndexFile = {
  version: SEARCH_INDEX_VERSION,
  texts: { ...interfaceDefaults.search, themes: interfaceDefaults.theme },
  documents,
  index: indexOf(documents),
  pages: [{ title: 'Contact', url: '/contact/' }],
  email: 'ada@example.io',
  resumeUrl: '/cv.pdf',
};

describe('actions', () => {
  it('offers the themes but the one in effect, the e-mail, the resume and each page', () => {
    const actions = searchActions(index, 'dark');
    expect(actions.map((action) => action.id)).toEqual(['theme-light', 'theme-system', 'copy-email', 'download-resume', 'go-/contact/']);
    expect(actions.at(-1)!.label).toContain('Contact');
  });

  it('keeps the actions whose words each word of the query starts', () => {
    const actions = searchActions(index, null);
    expect(matchingActions(actions, 'dark the').map((action) => action.id)).toEqual(['theme-dark']);
    expect(matchingActions(actions, 'cont').map((action) => action.id)).toEqual(['go-/contact/']);
    expect(matchingActions(actions, '')).toHaveLength(actions.length);
    expect(matchingActions(actions, 'zebra')).toEqual([]);
  });
});

describe('queryFromSearch', () => {
  it('takes q trimmed, control characters as spaces', () => {
    expect(queryFromSearch('?q=%20weather%0Astation%20')).toBe('weather station');
    expect(queryFromSearch('?q=caf%C3%A9&x=1')).toBe('café');
  });

  it('gives nothing for a missing, empty or overlong q', () => {
    expect(queryFromSearch('')).toBeNull();
    expect(queryFromSearch('?q=%20%20')).toBeNull();
    expect(queryFromSearch(`?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`)).toBeNull();
  });
});

describe('parseSearchIndex', () => {
  it('takes an index of this version', () => {
    expect(parseSearchIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
  });

  it('refuses another version, a broken document or missing texts', () => {
    expect(parseSearchIndex({ ...index, version: SEARCH_INDEX_VERSION + 1 })).toBeNull();
    expect(parseSearchIndex({ ...index, documents: [{ ...documents[0], kind: 'video' }] })).toBeNull();
    expect(parseSearchIndex({ ...index, documents: [{ ...documents[0], url: 'https://elsewhere.example/' }] })).toBeNull();
    expect(parseSearchIndex({ ...index, texts: undefined })).toBeNull();
    expect(parseSearchIndex({ ...index, index: {} })).toBeNull();
    expect(parseSearchIndex('not json')).toBeNull();
  });
});
