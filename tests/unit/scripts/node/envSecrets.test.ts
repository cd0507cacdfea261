/**
 * @jest-environment node
 */
// A token written into a .env file must never be committed: .env and the local files are
// git-ignored, and the build warns when a file of .env* that git tracks sets a secret.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { trackedEnvSecrets } from '@/scripts/node/tracked-env-secrets.mjs';

const ROOT = path.join(__dirname, '../../../..');
const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });

// The site's .gitignore, read by git in a repository of its own: the rules hold whether the site
// is a checkout or a downloaded copy that is not (yet) a git repository.
describe('.env files and git', () => {
  let rules = '';
  beforeAll(() => {
    rules = mkdtempSync(path.join(tmpdir(), 'gitignore-'));
    git(rules, 'init', '-q');
    copyFileSync(path.join(ROOT, '.gitignore'), path.join(rules, '.gitignore'));
  });
  afterAll(() => rmSync(rules, { recursive: true, force: true }));

  it.each(['.env', '.env.local', '.env.production.local', '.env.development.local'])('ignores %s, where the docs say a token may go', (file) => {
    expect(git(rules, 'check-ignore', '--no-index', '-q', file).status).toBe(0);
  });

  it('keeps .env.example committable (a template without secrets)', () => {
    expect(git(rules, 'check-ignore', '--no-index', '-q', '.env.example').status).toBe(1);
  });
});

describe('trackedEnvSecrets', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'env-secrets-'));
    git(dir, 'init', '-q');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('names a tracked .env file that sets a variable named like a secret, never its value', () => {
    writeFileSync(path.join(dir, '.env'), '# settings\nSITE_URL=https://me.dev\nexport GITHUB_TOKEN="ghp_abc123"\nAPI_KEY = k\n');
    writeFileSync(path.join(dir, '.env.production'), 'DB_PASSWORD=hunter2\nCLIENT_SECRET=s\n');
    git(dir, 'add', '.env', '.env.production');
    const warnings = trackedEnvSecrets(dir);
    expect(warnings).toEqual([
      expect.stringMatching(/^\.env is tracked by git and sets GITHUB_TOKEN, API_KEY: /),
      expect.stringMatching(/^\.env\.production is tracked by git and sets DB_PASSWORD, CLIENT_SECRET: /),
    ]);
    expect(warnings.join('\n')).not.toMatch(/ghp_abc123|hunter2/);
    expect(warnings[0]).toContain('git rm --cached .env');
  });

  it('says nothing of untracked files, of empty values (a template) or of other variables', () => {
    writeFileSync(path.join(dir, '.env.local'), 'GITHUB_TOKEN=ghp_real\n');
    writeFileSync(path.join(dir, '.env.example'), 'GITHUB_TOKEN=\nSITE_URL=https://me.dev\n# PASSWORD=old\n');
    git(dir, 'add', '.env.example');
    expect(trackedEnvSecrets(dir)).toEqual([]);
  });

  it('says nothing outside a git repository', () => {
    writeFileSync(path.join(dir, '.env'), 'GITHUB_TOKEN=ghp_x\n');
    rmSync(path.join(dir, '.git'), { recursive: true, force: true });
    expect(trackedEnvSecrets(dir)).toEqual([]);
  });
});
