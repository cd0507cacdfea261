import { REPO_CACHE_MS } from '@/components/projectPage/stats/failureMemory';
import { mapRepositoryStats, type RepositoryStats } from '@/lib/github/client';
import { getRepositoryStats, RepoCache } from '@/components/projectPage/stats/repoCache';
import { json } from '../../../helpers/githubFakes';

const stats = (stars: number): RepositoryStats => mapRepositoryStats({ stargazers_count: stars });

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('RepoCache', () => {
  it('serves a value for 300000 ms and loads again after that', async () => {
    const cache = new RepoCache<RepositoryStats>();
    const loader = jest.fn().mockResolvedValueOnce(stats(1)).mockResolvedValueOnce(stats(2));
    await expect(cache.load('octo/demo', loader)).resolves.toEqual(stats(1));
    jest.advanceTimersByTime(REPO_CACHE_MS - 1);
    await expect(cache.load('octo/demo', loader)).resolves.toEqual(stats(1));
    expect(loader).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await expect(cache.load('octo/demo', loader)).resolves.toEqual(stats(2));
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps entries per key', async () => {
    const cache = new RepoCache<RepositoryStats>();
    await cache.load('a/one', () => Promise.resolve(stats(1)));
    await expect(cache.load('b/two', () => Promise.resolve(stats(2)))).resolves.toEqual(stats(2));
    expect(cache.get('a/one')).toEqual(stats(1));
  });

  it('survives a reload through sessionStorage within 5 minutes, not after', async () => {
    const first = new RepoCache<RepositoryStats>({ prefix: 't:' });
    await first.load('octo/demo', () => Promise.resolve(stats(7)));
    expect(window.sessionStorage.getItem('t:octo/demo')).toContain('"stars":7');

    const reloaded = new RepoCache<RepositoryStats>({ prefix: 't:' });
    const loader = jest.fn().mockResolvedValue(stats(8));
    await expect(reloaded.load('octo/demo', loader)).resolves.toEqual(stats(7));
    expect(loader).not.toHaveBeenCalled();

    jest.advanceTimersByTime(REPO_CACHE_MS);
    const later = new RepoCache<RepositoryStats>({ prefix: 't:' });
    await expect(later.load('octo/demo', loader)).resolves.toEqual(stats(8));
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('shares one in-flight request between concurrent loads of a repository', async () => {
    const cache = new RepoCache<RepositoryStats>();
    let resolve!: (value: RepositoryStats) => void;
    const loader = jest.fn(() => new Promise<RepositoryStats>((r) => (resolve = r)));
    const a = cache.load('octo/demo', loader);
    const b = cache.load('octo/demo', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    resolve(stats(3));
    await expect(Promise.all([a, b])).resolves.toEqual([stats(3), stats(3)]);
  });

  it('does not cache failures, so the next visit tries again', async () => {
    const cache = new RepoCache<RepositoryStats>();
    await expect(cache.load('octo/demo', () => Promise.resolve(null))).resolves.toBeNull();
    await expect(cache.load('octo/demo', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.load('octo/demo', () => Promise.resolve(stats(5)))).resolves.toEqual(stats(5));
  });

  it('keeps working in memory when storage is unavailable, full or holds junk', async () => {
    const throwing = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const blocked = new RepoCache<RepositoryStats>({ storage: throwing });
    await blocked.load('octo/demo', () => Promise.resolve(stats(1)));
    expect(blocked.get('octo/demo')).toEqual(stats(1));

    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    } as unknown as Storage;
    const quota = new RepoCache<RepositoryStats>({ storage: () => full });
    await expect(quota.load('octo/demo', () => Promise.resolve(stats(2)))).resolves.toEqual(stats(2));
    expect(quota.get('octo/demo')).toEqual(stats(2));

    window.sessionStorage.setItem('j:octo/demo', '{not json');
    const junk = new RepoCache<RepositoryStats>({ prefix: 'j:' });
    await expect(junk.load('octo/demo', () => Promise.resolve(stats(3)))).resolves.toEqual(stats(3));
  });
});

describe('getRepositoryStats', () => {
  it('logs "Invalid GitHub URL format" and returns nothing without a request', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    await expect(getRepositoryStats('https://gitlab.com/octo/demo', new RepoCache())).resolves.toBeNull();
    expect(error).toHaveBeenCalledWith('Invalid GitHub URL format', 'https://gitlab.com/octo/demo');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('caches per owner/repo whatever form the URL takes', async () => {
    const fetchSpy = jest.fn((url: string) =>
      json(url.endsWith('/languages') ? { Go: 1 } : { stargazers_count: 9 }),
    );
    global.fetch = fetchSpy as unknown as typeof fetch;
    const cache = new RepoCache<RepositoryStats>();
    const first = await getRepositoryStats('https://github.com/Octo/Demo', cache);
    const second = await getRepositoryStats('https://github.com/octo/demo.git/', cache);
    expect(first?.stars).toBe(9);
    expect(second).toEqual(first);
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      'https://api.github.com/repos/Octo/Demo',
      'https://api.github.com/repos/Octo/Demo/languages',
    ]);
  });
});
