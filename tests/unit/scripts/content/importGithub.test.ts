/**
 * @jest-environment node
 */
// `npm run import:github` against a stub of the code-hosting API on this machine: it writes a
// project file per chosen repository (non-forks, most starred first, or the ones named) that the
// build loads with zero problems, lists them in index.ts, never overwrites a project file, and on
// a rate limit or a network fault prints one line and writes nothing.
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LoadedContent } from '@/lib/content';
import { loadSiteContent, makeSite, runScript } from '../../helpers/importSite';

const SLOW = 120_000;
// A port of this suite's own range: the stub is the only server these tests start.
const STUB_PORT = 5401;
const repo = (name: string, fields: Record<string, unknown> = {}) => ({
  name,
  html_url: `https://github.com/ada-dev/${name}`,
  description: `${name} does one thing well.`,
  topics: [],
  stargazers_count: 0,
  fork: false,
  archived: false,
  created_at: '2023-04-02T10:00:00Z',
  pushed_at: '2025-01-10T10:00:00Z',
  ...fields,
});
const REPOS = [
  repo('quiet-tool', { stargazers_count: 2, language: 'Go' }),
  repo('popular-lib', { stargazers_count: 90, language: 'TypeScript', topics: ['parser', 'cli'], homepage: 'https://popular-lib.example.org' }),
  repo('forked-thing', { stargazers_count: 500, fork: true }),
  repo('old-experiment', { stargazers_count: 40, archived: true, pushed_at: '2024-06-01T00:00:00Z', description: null }),
];
const LANGUAGES: Record<string, Record<string, number>> = { 'popular-lib': { TypeScript: 9000, Rust: 1000 }, 'quiet-tool': { Go: 500 } };

let mode: 'ok' | 'rate-limited' = 'ok';
const requests: string[] = [];
let stub: Server;
let api: string;

beforeAll(async () => {
  stub = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'rate-limited') {
      res.writeHead(403, { 'content-type': 'application/json', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' });
      res.end('{"message":"API rate limit exceeded"}');
      return;
    }
    const languages = /^\/repos\/ada-dev\/([^/]+)\/languages$/.exec(req.url ?? '');
    const body = req.url?.startsWith('/users/ada-dev/repos') ? REPOS : languages ? (LANGUAGES[languages[1]!] ?? {}) : undefined;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not Found' }));
  });
  await new Promise<void>((resolve) => stub.listen(STUB_PORT, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));

const site = makeSite('import-github-');
const importGithub = (env: Record<string, string>, ...args: string[]) =>
  runScript('scripts/content/import-github.mjs', [...args, '--dir', site.dir, '--yes'], { GITHUB_TOKEN: '', ...env });
const projectFiles = () => readdirSync(site.at('content/projects')).sort();

describe('npm run import:github', () => {
  beforeEach(() => {
    site.reset();
    mode = 'ok';
    requests.length = 0;
  });

  it('writes the most starred repositories that are not forks, as projects the build loads', async () => {
    const run = await importGithub({ GITHUB_API_URL: api }, 'ada-dev', '--limit', '2');
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/has no problems/);
    const content: LoadedContent = await loadSiteContent(site.at('content'));
    const added = content.projects.filter((project) => project.github?.startsWith('https://github.com/ada-dev/'));
    expect(added.map((project) => project.title)).toEqual(['popular-lib', 'old-experiment']);
    const [popular, old] = added;
    expect(popular).toMatchObject({
      description: 'popular-lib does one thing well.',
      tags: ['parser', 'cli'],
      liveDemo: 'https://popular-lib.example.org',
      startDate: '2023-04',
      status: 'in-progress',
    });
    expect(popular!.techStack.map((tech) => tech.name)).toEqual(['TypeScript', 'Rust']);
    // Archived: finished when last pushed to.
    expect(old).toMatchObject({ status: 'completed', endDate: '2024-06' });
    expect(requests.some((url) => url.includes('forked-thing'))).toBe(false);
  }, SLOW);

  it('takes exactly the repositories named, and says which ones do not exist', async () => {
    const run = await importGithub({ GITHUB_API_URL: api }, 'ada-dev', '--repos', 'quiet-tool');
    expect(run.status).toBe(0);
    expect(projectFiles()).toContain('quiet-tool.ts');
    expect(projectFiles()).not.toContain('popular-lib.ts');
    site.reset();
    const unknown = await importGithub({ GITHUB_API_URL: api }, 'ada-dev', '--repos', 'quiet-tool,no-such-repo');
    expect([unknown.status, unknown.stderr.trim()]).toEqual([1, 'ada-dev has no public repository named "no-such-repo"; nothing was written.']);
    expect(site.git('status', '--porcelain')).toBe('');
  }, SLOW);

  it('never overwrites a project file: a repository whose file exists is skipped', async () => {
    writeFileSync(site.at('content/projects/popular-lib.ts'), '// the owner’s own words\n');
    site.git('add', '-A');
    site.git('commit', '-q', '-m', 'own file');
    const run = await importGithub({ GITHUB_API_URL: api }, 'ada-dev', '--limit', '2');
    expect(run.stdout).toMatch(/skipped \(never overwritten\):\s+popular-lib/);
    expect(readFileSync(site.at('content/projects/popular-lib.ts'), 'utf8')).toBe('// the owner’s own words\n');
    expect(projectFiles()).toContain('old-experiment.ts');
    site.git('reset', '-q', '--hard', 'HEAD~1');
  }, SLOW);

  it('never writes through a symbolic link: index.ts linked to a file elsewhere stays as it is, and nothing is written', async () => {
    const elsewhere = path.join(mkdtempSync(path.join(tmpdir(), 'elsewhere-')), 'index.ts');
    writeFileSync(elsewhere, readFileSync(site.at('content/projects/index.ts')));
    rmSync(site.at('content/projects/index.ts'));
    symlinkSync(elsewhere, site.at('content/projects/index.ts'));
    site.git('add', '-A');
    site.git('commit', '-q', '-m', 'the list lives elsewhere');
    const before = readFileSync(elsewhere, 'utf8');
    try {
      const run = await importGithub({ GITHUB_API_URL: api }, 'ada-dev', '--limit', '1');
      expect([run.status, run.stderr]).toEqual([1, expect.stringMatching(/content\/projects\/index\.ts: content\/projects\/index\.ts is a symbolic link/)]);
      expect(readFileSync(elsewhere, 'utf8')).toBe(before);
      expect(site.git('status', '--porcelain')).toBe('');
    } finally {
      site.git('reset', '-q', '--hard', 'HEAD~1');
    }
  }, SLOW);

  it('on a rate limit, prints one line and writes nothing', async () => {
    mode = 'rate-limited';
    const run = await importGithub({ GITHUB_API_URL: api }, 'ada-dev');
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/rate limit is used up until 00:00 UTC; set GITHUB_TOKEN .* Nothing was written\.$/)]);
    expect(site.git('status', '--porcelain')).toBe('');
  }, SLOW);

  it('when the API cannot be reached, prints one line and writes nothing', async () => {
    // The next port of the range, where nothing listens.
    const run = await importGithub({ GITHUB_API_URL: `http://127.0.0.1:${STUB_PORT + 1}` }, 'ada-dev');
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Could not reach the code-hosting API at http:\/\/127\.0\.0\.1:5402 \(.+\)\. Nothing was written\.$/),
    ]);
    expect(site.git('status', '--porcelain')).toBe('');
  }, SLOW);
});
