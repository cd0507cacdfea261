/**
 * @jest-environment node
 */
// The build's environment: checked by the same schema as content, and read by the postbuild from
// the same .env files as `next build`, so an endpoint set only in .env reaches the CSP.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envProblems, prerenderStatsWanted, readEnv } from '@/lib/content/env';
import { content } from '@/lib/content';

const postbuild = path.join(__dirname, '../../../../scripts/build/postbuild.mjs');

describe('the postbuild reads .env like next build', () => {
  it('puts a form endpoint set only in .env into form-action and connect-src of the pages and _headers', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-build-'));
    writeFileSync(path.join(dir, '.env'), 'NEXT_PUBLIC_CONTACT_ENDPOINT=https://forms.example.net/f/from-dotenv\n');
    // Scripts run from the project folder: its public/ is where the content's pictures are.
    symlinkSync(path.join(__dirname, '../../../../public'), path.join(dir, 'public'));
    mkdirSync(path.join(dir, 'out/contact'), { recursive: true });
    writeFileSync(path.join(dir, 'out/contact/index.html'), '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Contact</p></body></html>');
    // The notes the owner's old addresses lead to: the postbuild refuses a redirect to nowhere.
    for (const { to } of content.noteRedirects) {
      mkdirSync(path.join(dir, 'out', to), { recursive: true });
      writeFileSync(path.join(dir, 'out', to, 'index.html'), '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p>Note</p></body></html>');
    }
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.NEXT_PUBLIC_CONTACT_ENDPOINT;
    const run = spawnSync(process.execPath, [postbuild, 'out'], { cwd: dir, env, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const page = readFileSync(path.join(dir, 'out/contact/index.html'), 'utf8');
    const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page)?.[1] ?? '';
    expect(policy).toMatch(/form-action https:\/\/forms\.example\.net(;|$)/);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/forms\.example\.net/);
    expect(readFileSync(path.join(dir, 'out/_headers'), 'utf8')).toMatch(/form-action https:\/\/forms\.example\.net/);
  });
});

describe('the build environment', () => {
  it('accepts what the workflow and the tests set, treating empty as unset', () => {
    const env = readEnv({
      SITE_URL: 'https://someone.github.io',
      BASE_PATH: '/portfolio',
      NEXT_PUBLIC_CONTACT_ENDPOINT: '',
      GITHUB_API_URL: 'http://127.0.0.1:4321/',
      PRERENDER_STATS: '1',
    });
    expect(env.NEXT_PUBLIC_CONTACT_ENDPOINT).toBeUndefined();
    expect(env.GITHUB_API_URL).toBe('http://127.0.0.1:4321');
    expect(prerenderStatsWanted(env)).toBe(true);
    expect(prerenderStatsWanted(readEnv({}))).toBe(false);
  });

  it('names each wrong variable: http or credentials in URLs, a remote http API, a bad flag', () => {
    expect(
      envProblems({
        SITE_URL: 'http://someone.github.io',
        NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://user:secret@forms.example.net/f/x',
        GITHUB_API_URL: 'http://api.example.com',
        PRERENDER_STATS: 'yes',
      }),
    ).toEqual([
      'SITE_URL: must be an https:// URL (got "http://someone.github.io")',
      'NEXT_PUBLIC_CONTACT_ENDPOINT: must not contain a user name or password (the part before "@") (got "https://user:secret@forms.example.net/f/x")',
      'PRERENDER_STATS: must be 1 (fetch stats at build time) or 0 (got "yes")',
      'GITHUB_API_URL: must be an https:// URL (plain http only for 127.0.0.1 or localhost) (got "http://api.example.com")',
    ]);
  });

  it('writes the base path one way, whatever way it was given: a leading slash and no trailing one', () => {
    const basePath = (BASE_PATH: string) => readEnv({ BASE_PATH }).BASE_PATH;
    expect(['portfolio', '/portfolio', '/portfolio/', ' portfolio/ ', 'team/site/'].map(basePath)).toEqual([
      '/portfolio',
      '/portfolio',
      '/portfolio',
      '/portfolio',
      '/team/site',
    ]);
    expect(basePath('/')).toBe('');
    expect(envProblems({ BASE_PATH: '/../up' })).toEqual(['BASE_PATH: must be a path like /portfolio, without "." or ".." parts (got "/../up")']);
  });

  it('gives Next the base path written the same way, for its routes and for the files of public/', () => {
    const previous = process.env.BASE_PATH;
    process.env.BASE_PATH = 'portfolio/';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const config = require('@/next.config').default;
        expect([config.basePath, config.env.NEXT_PUBLIC_BASE_PATH]).toEqual(['/portfolio', '/portfolio']);
      });
    } finally {
      if (previous === undefined) delete process.env.BASE_PATH;
      else process.env.BASE_PATH = previous;
    }
  });

  it('never prints the token it rejects', () => {
    const [line] = envProblems({ GITHUB_TOKEN: 'ghp_secret value' });
    expect(line).toMatch(/^GITHUB_TOKEN: /);
    expect(line).not.toContain('ghp_secret');
  });
});
