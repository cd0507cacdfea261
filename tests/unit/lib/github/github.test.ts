import {
  fetchRepositoryStats,
  formatRepoDate,
  languageShares,
  mapRepositoryStats,
  parseRepositoryUrl,
  toLanguageMap,
} from '@/lib/github/client';
import { getAllPages, refusedError } from '@/lib/github/api';
import { fakeFetch, fakeResponse, json } from '../../helpers/githubFakes';

let errorLog: jest.SpyInstance;
beforeEach(() => {
  errorLog = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

describe('parseRepositoryUrl', () => {
  it.each([
    ['https://github.com/octo/hello-world', 'octo', 'hello-world'],
    ['https://github.com/octo/hello-world/', 'octo', 'hello-world'],
    ['https://github.com/octo/hello-world.git', 'octo', 'hello-world'],
    ['https://github.com/octo/hello-world?tab=readme', 'octo', 'hello-world'],
    ['https://github.com/octo/hello-world#readme', 'octo', 'hello-world'],
    ['https://www.github.com/Octo-Cat/my.repo_1', 'Octo-Cat', 'my.repo_1'],
  ])('reads owner and repo from %s', (url, owner, repo) => {
    expect(parseRepositoryUrl(url)).toEqual({ owner, repo });
    expect(errorLog).not.toHaveBeenCalled();
  });

  it.each([
    'https://gitlab.com/octo/hello-world',
    'https://github.com.evil.example/octo/hello-world',
    'https://github.com/octo',
    'https://github.com/octo/',
    'https://github.com/',
    'https://github.com/octo/hello-world/tree/main',
    'ftp://github.com/octo/hello-world',
    'github.com/octo/hello-world',
    'not a url',
    '',
  ])('rejects %j and logs "Invalid GitHub URL format"', (url) => {
    expect(parseRepositoryUrl(url)).toBeNull();
    expect(errorLog).toHaveBeenCalledWith('Invalid GitHub URL format', url);
  });
});

describe('mapRepositoryStats', () => {
  it('reads exactly the repository fields the page uses', () => {
    const stats = mapRepositoryStats(
      {
        stargazers_count: 12,
        forks_count: 3,
        watchers_count: 12,
        open_issues_count: 2,
        language: 'TypeScript',
        created_at: '2025-01-02T03:04:05Z',
        updated_at: '2025-06-07T08:09:10Z',
        description: 'A repo',
        size: 2048,
        subscribers_count: 99,
      },
      { TypeScript: 10 },
    );
    expect(stats).toEqual({
      stars: 12,
      forks: 3,
      watchers: 12,
      openIssues: 2,
      language: 'TypeScript',
      languages: { TypeScript: 10 },
      size: 2048,
      createdAt: '2025-01-02T03:04:05Z',
      updatedAt: '2025-06-07T08:09:10Z',
      description: 'A repo',
    });
  });

  it('falls back to 0, empty text and "Unknown" for missing or wrong-typed fields', () => {
    expect(mapRepositoryStats({ stargazers_count: '5', language: null, description: 7 })).toEqual({
      stars: 0,
      forks: 0,
      watchers: 0,
      openIssues: 0,
      language: 'Unknown',
      languages: {},
      size: 0,
      createdAt: '',
      updatedAt: '',
      description: '',
    });
  });
});

describe('languageShares', () => {
  it('sorts by bytes descending with one-decimal percentages of all bytes', () => {
    expect(languageShares({ CSS: 100, TypeScript: 700, HTML: 200 })).toEqual([
      { name: 'TypeScript', bytes: 700, percentage: 70 },
      { name: 'HTML', bytes: 200, percentage: 20 },
      { name: 'CSS', bytes: 100, percentage: 10 },
    ]);
  });

  it('keeps the top 5 while percentages stay shares of the whole repository', () => {
    const shares = languageShares({ A: 1, B: 2, C: 3, D: 4, E: 5, F: 85 }, 5);
    expect(shares.map((s) => s.name)).toEqual(['F', 'E', 'D', 'C', 'B']);
    expect(shares.map((s) => s.percentage)).toEqual([85, 5, 4, 3, 2]);
  });

  it('rounds to one decimal and the rounded shares add up to about 100', () => {
    const shares = languageShares({ Python: 2, Shell: 1 });
    expect(shares.map((s) => s.percentage)).toEqual([66.7, 33.3]);
    const sum = languageShares({ A: 1, B: 1, C: 1, D: 1, E: 1, F: 1, G: 1 }).reduce((t, s) => t + s.percentage, 0);
    expect(sum).toBeCloseTo(100, 0);
  });

  it('gives 0% rather than NaN when every language has zero bytes, and nothing for no languages', () => {
    expect(languageShares({ Go: 0, C: 0 })).toEqual([
      { name: 'C', bytes: 0, percentage: 0 },
      { name: 'Go', bytes: 0, percentage: 0 },
    ]);
    expect(languageShares({})).toEqual([]);
  });
});

describe('toLanguageMap', () => {
  it('keeps only byte counts and refuses a body that is not an object', () => {
    expect(toLanguageMap({ Go: 10, Bad: 'x', Neg: -1 })).toEqual({ Go: 10 });
    expect(() => toLanguageMap(['Go'])).toThrow('not a JSON object');
    expect(() => toLanguageMap(null)).toThrow('not a JSON object');
  });
});

describe('formatRepoDate', () => {
  it('writes an en-US date in UTC and nothing for an unreadable one', () => {
    expect(formatRepoDate('2025-06-30T23:30:00Z')).toBe('June 30, 2025');
    expect(formatRepoDate('')).toBe('');
    expect(formatRepoDate('soon')).toBe('');
  });
});

const REPO = 'https://api.github.com/repos/octo/demo';
const ref = { owner: 'octo', repo: 'demo' };

describe('fetchRepositoryStats', () => {
  it('maps the metadata and attaches the languages', async () => {
    const fetch = fakeFetch({
      [REPO]: () => json({ stargazers_count: 4, language: 'Python' }),
      [`${REPO}/languages`]: () => json({ Python: 900, Shell: 100 }),
    });
    const stats = await fetchRepositoryStats(ref, { fetch });
    expect(stats).toMatchObject({ stars: 4, language: 'Python', languages: { Python: 900, Shell: 100 } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [404, 'Not Found'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [500, 'Internal Server Error'],
  ])('logs the API error with status and status text for %i and returns nothing', async (status, statusText) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = fakeFetch({ [REPO]: () => json({ message: 'no' }, status, statusText) });
    await expect(fetchRepositoryStats(ref, { fetch })).resolves.toBeNull();
    expect(errorLog).toHaveBeenCalledWith(`GitHub API error: ${status} ${statusText}`);
    // The languages are not asked for a repository that did not answer.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['fails', () => json({ message: 'Server Error' }, 500, 'Internal Server Error')],
    ['is not JSON', () => Promise.resolve(fakeResponse('<html>'))],
    ['is a list', () => json(['Python'])],
    ['rejects', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('warns "Could not fetch languages" and goes on when languages %s', async (_, languages) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = fakeFetch({ [REPO]: () => json({ forks_count: 2 }), [`${REPO}/languages`]: languages });
    const stats = await fetchRepositoryStats(ref, { fetch });
    expect(stats).toMatchObject({ forks: 2, languages: {} });
    expect(warn).toHaveBeenCalledWith('Could not fetch languages', expect.anything());
  });

  it('fails (rejects, no crash) on a metadata body that is not the expected JSON', async () => {
    await expect(
      fetchRepositoryStats(ref, { fetch: fakeFetch({ [REPO]: () => Promise.resolve(fakeResponse('{oops')) }) }),
    ).rejects.toThrow(SyntaxError);
    await expect(fetchRepositoryStats(ref, { fetch: fakeFetch({ [REPO]: () => json(null) }) })).rejects.toThrow(
      'not a JSON object',
    );
  });

  it('aborts a request that never answers after the timeout and rejects', async () => {
    jest.useFakeTimers();
    const hang = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    const result = fetchRepositoryStats(ref, { fetch: jest.fn(hang), timeoutMs: 8000 });
    const settled = expect(result).rejects.toThrow('timed out after 8000 ms');
    await jest.advanceTimersByTimeAsync(7999);
    let done = false;
    void result.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
  });

  it('treats hung languages as a languages failure: warns after the timeout and keeps the stats', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const hang = (url: string, init?: RequestInit) =>
      url.endsWith('/languages')
        ? new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))))
        : json({ stargazers_count: 1 });
    const result = fetchRepositoryStats(ref, { fetch: jest.fn(hang), timeoutMs: 8000 });
    await jest.advanceTimersByTimeAsync(8000);
    await expect(result).resolves.toMatchObject({ stars: 1, languages: {} });
    expect(warn).toHaveBeenCalledWith('Could not fetch languages', expect.objectContaining({ message: expect.stringContaining('timed out') }));
  });
});

// The import's requests go through the same client: a long list is read page by page, and a refusal
// is one line that says what to do.
describe('the client for import:github', () => {
  const LIST = 'https://api.github.com/users/octo/repos?type=owner';
  const page = (n: number) => `${LIST}&per_page=100&page=${n}`;

  it('reads every page of a list until one is not full', async () => {
    const full = Array.from({ length: 100 }, (_, i) => ({ name: `r${i}` }));
    const fetch = fakeFetch({ [page(1)]: () => json(full), [page(2)]: () => json([{ name: 'last' }]) });
    const entries = await getAllPages('/users/octo/repos?type=owner', { fetch }, 'user "octo"');
    expect(entries).toHaveLength(101);
    expect(entries.at(-1)).toEqual({ name: 'last' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops at the first refusal, naming the rate limit and when it ends, or what is unknown', async () => {
    const limited = fakeFetch({ [page(1)]: () => Promise.resolve(fakeResponse('{}', 403, 'Forbidden', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' })) });
    await expect(getAllPages('/users/octo/repos?type=owner', { fetch: limited }, 'user "octo"')).rejects.toThrow(
      "The code-hosting API's rate limit is used up until 00:00 UTC; set GITHUB_TOKEN for a higher one, or try again later.",
    );
    expect(refusedError(fakeResponse('{}', 404, 'Not Found'), 'user "octo"').message).toBe('The code-hosting API knows no user "octo".');
    // A 403 with requests left is not the rate limit: the repository is forbidden.
    expect(refusedError(fakeResponse('{}', 403, 'Forbidden', { 'x-ratelimit-remaining': '12' }), 'user "octo"').message).toBe(
      'The code-hosting API answered 403 Forbidden for user "octo".',
    );
  });

  it('refuses a list that is not a list', async () => {
    const fetch = fakeFetch({ [page(1)]: () => json({ message: 'odd' }) });
    await expect(getAllPages('/users/octo/repos?type=owner', { fetch }, 'user "octo"')).rejects.toThrow('answered user "octo" with something that is not a list');
  });
});
