/**
 * @jest-environment node
 */
// Stats in the HTML: the build step fetches each project's stats once, only when asked (a token
// or PRERENDER_STATS=1), from the API base GITHUB_API_URL names (here a stub server, never the
// real API); the token goes to the API and nowhere else; the pages use an entry only if it is
// well formed and for the project's repository.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mapRepositoryStats } from '@/lib/github/client';
import { BUILD_STATS_FILE, pickPrerenderedStats } from '@/lib/github/prerenderedStats';

const script = path.join(__dirname, '../../../../scripts/build/fetch-stats.mjs');
// Each run starts Node and strips the content's TypeScript: seconds on a busy two-core machine,
// close to Jest's default limit of five.
jest.setTimeout(30_000);
const TOKEN = 'test_token_that_must_not_leak_0123';
const FIXTURE_OWNER = 'tests/fixtures/sparse-owner';

let server: Server;
let base = '';
const requests: Array<{ url: string; authorization?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    const body = req.url?.endsWith('/languages') ? { Zig: 3000, C: 1000 } : { stargazers_count: 4242, forks_count: 7, language: 'Zig' };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (requests.length = 0));

/** Runs the build step in a scratch folder (its .env and .build-data), without blocking the stub. */
function fetchStats(env: Record<string, string>): Promise<{ code: number | null; output: string; dir: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'stats-build-'));
  // Scripts run from the project folder: its public/ is where the content's pictures are.
  symlinkSync(path.join(__dirname, '../../../../public'), path.join(dir, 'public'));
  const clean: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['GITHUB_TOKEN', 'PRERENDER_STATS', 'GITHUB_API_URL']) delete clean[name];
  const child = spawn(process.execPath, [script], {
    cwd: dir,
    env: { ...clean, CONTENT_DIR: path.resolve(__dirname, '../../../..', FIXTURE_OWNER), ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output, dir })));
}

describe('the build step that fetches repository stats', () => {
  it('with a token: fetches each repository once from the stub API and writes the stats without the token', async () => {
    const { code, output, dir } = await fetchStats({ GITHUB_TOKEN: TOKEN, GITHUB_API_URL: base });
    expect(output).toMatch(/Repository stats prerendered for [1-9]\d* project/);
    expect(code).toBe(0);
    const metadata = requests.filter((r) => !r.url.endsWith('/languages'));
    expect(metadata.length).toBeGreaterThan(0);
    expect(new Set(metadata.map((r) => r.url)).size).toBe(metadata.length);
    expect(requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);

    const text = readFileSync(path.join(dir, BUILD_STATS_FILE), 'utf8');
    expect(text).not.toContain(TOKEN);
    const entries = Object.values(JSON.parse(text) as Record<string, { repository: string; stats: { stars: number; languages: object } }>);
    expect(entries).toHaveLength(metadata.length);
    for (const entry of entries) {
      expect(entry.stats.stars).toBe(4242);
      expect(entry.stats.languages).toEqual({ Zig: 3000, C: 1000 });
      const [, owner, repo] = /github\.com\/([^/]+)\/([^/]+)/.exec(entry.repository) ?? [];
      expect(metadata.map((r) => r.url)).toContain(`/repos/${owner}/${repo}`);
    }
  });

  it('with PRERENDER_STATS=1 and no token: fetches without an Authorization header', async () => {
    const { code } = await fetchStats({ PRERENDER_STATS: '1', GITHUB_API_URL: base });
    expect(code).toBe(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.authorization === undefined)).toBe(true);
  });

  it('stops at the first rate limit: one refused request, not one per project', async () => {
    // The fixture owner with three repositories, all behind an API that answers "rate limited".
    const owner = mkdtempSync(path.join(tmpdir(), 'stats-owner-'));
    cpSync(path.resolve(__dirname, '../../../..', FIXTURE_OWNER), owner, { recursive: true });
    appendFileSync(
      path.join(owner, 'projects/index.ts'),
      "\nprojects.push(...['two', 'three'].map((n) => ({ ...projects[0]!, id: `bench-${n}`, github: `https://github.com/mquill-test/bench-${n}` })));\n",
    );
    const limited = createServer((req, res) => {
      requests.push({ url: req.url ?? '' });
      res.writeHead(403, { 'content-type': 'application/json', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '4102444800' });
      res.end('{"message":"API rate limit exceeded"}');
    });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = limited.address() as { port: number };
      const { code, output, dir } = await fetchStats({ PRERENDER_STATS: '1', GITHUB_API_URL: `http://127.0.0.1:${port}`, CONTENT_DIR: owner });
      expect(code).toBe(0);
      expect(requests).toHaveLength(1);
      expect(output).toMatch(/rate limit/i);
      expect(JSON.parse(readFileSync(path.join(dir, BUILD_STATS_FILE), 'utf8'))).toEqual({});
    } finally {
      await new Promise((resolve) => limited.close(resolve));
      rmSync(owner, { recursive: true, force: true });
    }
  });

  it('without a token or the flag: makes no request and writes nothing', async () => {
    const { code, dir } = await fetchStats({ GITHUB_API_URL: base });
    expect(code).toBe(0);
    expect(requests).toEqual([]);
    expect(existsSync(path.join(dir, BUILD_STATS_FILE))).toBe(false);
  });
});

describe('the build stats a page uses', () => {
  const stats = mapRepositoryStats({ stargazers_count: 3 }, { Go: 1 });
  const file = { alpha: { repository: 'https://github.com/o/alpha', fetchedAt: '2026-02-03T10:00:00Z', stats } };

  it('are the entry of the project when it was fetched for its repository', () => {
    expect(pickPrerenderedStats(file, 'alpha', 'https://github.com/o/alpha')).toEqual({ stats, fetchedAt: '2026-02-03T10:00:00.000Z' });
  });

  it('are ignored when stale (another repository), malformed or undated', () => {
    expect(pickPrerenderedStats(file, 'alpha', 'https://github.com/o/renamed')).toBeUndefined();
    expect(pickPrerenderedStats({ alpha: { ...file.alpha, stats: { stars: 3 } } }, 'alpha', 'https://github.com/o/alpha')).toBeUndefined();
    expect(pickPrerenderedStats({ alpha: { ...file.alpha, fetchedAt: 'yesterday' } }, 'alpha', 'https://github.com/o/alpha')).toBeUndefined();
    expect(pickPrerenderedStats('junk', 'alpha', 'https://github.com/o/alpha')).toBeUndefined();
  });
});
