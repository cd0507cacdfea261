// Stats that survive bad storage and respect the API's refusals: what a visitor's tab may hold in
// sessionStorage (written by an older build, another site of the same origin, or a changed clock)
// is re-checked, and a 404 or a rate limit is remembered across page loads, so no request goes out
// before it could succeed.
import { REPO_CACHE_MS } from '@/components/projectPage/stats/failureMemory';
import { mapRepositoryStats, parseRepositoryStats, type RepositoryStats } from '@/lib/github/client';
import { FailureMemory, MAX_WAIT_MS } from '@/components/projectPage/stats/failureMemory';
import { getRepositoryStats, RepoCache } from '@/components/projectPage/stats/repoCache';
import { fakeResponse } from '../../../helpers/githubFakes';

const URL_OF_REPO = 'https://github.com/octo/demo';
const KEY = 'repo-stats:v2:octo/demo';
const good: RepositoryStats = mapRepositoryStats({ stargazers_count: 7, forks_count: 2, updated_at: '2025-01-02T00:00:00Z' }, { Go: 10 });

/** A fresh page load: new in-memory cache and failure memory over the same sessionStorage. */
function pageLoad() {
  return { cache: new RepoCache<RepositoryStats>({ prefix: 'repo-stats:v2:', parse: parseRepositoryStats }), failures: new FailureMemory() };
}

/** The API: answers each request with `answer()`, recording the URLs asked. */
function api(answer: (url: string) => Response) {
  const asked: string[] = [];
  global.fetch = jest.fn((url: string) => {
    asked.push(url);
    return Promise.resolve(answer(url));
  }) as unknown as typeof fetch;
  return asked;
}
const ok = (url: string) => fakeResponse(JSON.stringify(url.endsWith('/languages') ? { Go: 10 } : { stargazers_count: 7 }));

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.useRealTimers());

describe('the stats cache reads storage defensively', () => {
  it('drops an entry whose value lacks languages (it used to crash the page) and asks the API', async () => {
    const withoutLanguages: Partial<RepositoryStats> = { ...good };
    delete withoutLanguages.languages;
    window.sessionStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now(), value: withoutLanguages }));
    const asked = api(ok);
    const { cache, failures } = pageLoad();
    const stats = await getRepositoryStats(URL_OF_REPO, cache, failures);
    expect(stats?.languages).toEqual({ Go: 10 });
    expect(asked).toHaveLength(2);
    expect(JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}').value.languages).toEqual({ Go: 10 });
  });

  it('drops entries of the wrong types, unreadable JSON and negative counts', () => {
    const { cache } = pageLoad();
    for (const value of ['{not json', JSON.stringify({ savedAt: 'soon', value: good }), JSON.stringify({ savedAt: Date.now(), value: { ...good, stars: -1 } })]) {
      window.sessionStorage.setItem(KEY, value);
      expect(cache.get('octo/demo')).toBeUndefined();
      expect(window.sessionStorage.getItem(KEY)).toBeNull();
    }
  });

  it('drops an entry dated in the future, which would otherwise never expire', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() + 60 * 60 * 1000, value: good }));
    expect(pageLoad().cache.get('octo/demo')).toBeUndefined();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('serves a good entry written on an earlier page load, until it expires', () => {
    window.sessionStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 1000, value: good }));
    expect(pageLoad().cache.get('octo/demo')).toEqual(good);
    jest.advanceTimersByTime(REPO_CACHE_MS);
    expect(pageLoad().cache.get('octo/demo')).toBeUndefined();
  });

  it('never reads entries under the unversioned key of the old shape', async () => {
    window.sessionStorage.setItem('repo-stats:octo/demo', JSON.stringify({ savedAt: Date.now(), value: { stars: 1 } }));
    const asked = api(ok);
    const { cache, failures } = pageLoad();
    await expect(getRepositoryStats(URL_OF_REPO, cache, failures)).resolves.toEqual(expect.objectContaining({ stars: 7 }));
    expect(asked).toHaveLength(2);
  });
});

describe('refused answers are remembered across page loads', () => {
  it('asks nothing more about a missing repository (404) for five minutes', async () => {
    const asked = api(() => fakeResponse('{}', 404, 'Not Found'));
    let load = pageLoad();
    await expect(getRepositoryStats(URL_OF_REPO, load.cache, load.failures)).resolves.toBeNull();
    jest.advanceTimersByTime(REPO_CACHE_MS - 1);
    load = pageLoad();
    await expect(getRepositoryStats(URL_OF_REPO, load.cache, load.failures)).resolves.toBeNull();
    expect(asked).toHaveLength(1);
    jest.advanceTimersByTime(1);
    load = pageLoad();
    await getRepositoryStats(URL_OF_REPO, load.cache, load.failures);
    expect(asked).toHaveLength(2);
  });

  it('sends no request for any repository before x-ratelimit-reset after a 403 rate limit', async () => {
    const reset = Math.floor(Date.now() / 1000) + 20 * 60;
    let limited = true;
    const asked = api((url) =>
      limited ? fakeResponse('{}', 403, 'Forbidden', { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }) : ok(url),
    );
    let load = pageLoad();
    await getRepositoryStats(URL_OF_REPO, load.cache, load.failures);
    expect(asked).toHaveLength(1);
    limited = false;
    jest.advanceTimersByTime(20 * 60 * 1000 - 1000);
    load = pageLoad();
    await expect(getRepositoryStats('https://github.com/octo/other', load.cache, load.failures)).resolves.toBeNull();
    await expect(getRepositoryStats(URL_OF_REPO, load.cache, load.failures)).resolves.toBeNull();
    expect(asked).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    load = pageLoad();
    await expect(getRepositoryStats(URL_OF_REPO, load.cache, load.failures)).resolves.toEqual(expect.objectContaining({ stars: 7 }));
    expect(asked).toHaveLength(3);
  });

  it('waits retry-after seconds after a 429', async () => {
    const asked = api(() => fakeResponse('{}', 429, 'Too Many Requests', { 'retry-after': '120' }));
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    jest.advanceTimersByTime(119_000);
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    expect(asked).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    expect(asked).toHaveLength(2);
  });

  it('asks again next time after a server error (nothing to wait for)', async () => {
    const asked = api(() => fakeResponse('{}', 502, 'Bad Gateway'));
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    expect(asked).toHaveLength(2);
  });

  it('ignores a stored wait longer than the API ever asks for (junk, not a reset time)', async () => {
    window.sessionStorage.setItem('repo-stats:v2:refused:*', JSON.stringify({ until: Date.now() + MAX_WAIT_MS + 60_000 }));
    const asked = api(ok);
    await getRepositoryStats(URL_OF_REPO, pageLoad().cache, pageLoad().failures);
    expect(asked).toHaveLength(2);
  });
});
