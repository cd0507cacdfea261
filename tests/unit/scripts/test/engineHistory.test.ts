/**
 * @jest-environment node
 */
// `npm test` runs in every owner's site too: the owner path that upgrades the engine's previous
// release needs the engine's own history, and where a site has a history of its own (made from a
// download, or upgraded by npm run upgrade) it says so in one line and the suite goes on. In the
// engine's repository it runs, and a previous release missing from the engine's history fails it.
// Real temporary git repositories.
import { spawnSync } from 'node:child_process';
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { checkHistory, NotRunHere } from '@/scripts/test/engineHistory.mjs';
import { commitAll, git, makeEngine, makeSite, tempDir, upgrade } from '../upgrade/upgradeRepos';

const root = path.join(__dirname, '../../../..');
const SLOW = 60_000;

/** What checkHistory says of `dir`: 'runs', the NotRunHere line, or the failure. */
function verdict(dir: string, previous: { version: string; commit: string }, first: string) {
  try {
    checkHistory(dir, previous, first);
    return 'runs';
  } catch (error) {
    return `${error instanceof NotRunHere ? 'not run' : 'fails'}: ${(error as Error).message}`;
  }
}

describe('the owner path that upgrades the previous release, in a new owner\'s site', () => {
  it('is not run in a download committed with git init, in one line, and the owner paths pass', () => {
    // The engine's files as a download gives them (what the owner paths' script needs of them), in git of their own.
    const site = tempDir('download');
    for (const entry of ['scripts', 'lib', 'package.json', 'engine.json', 'CHANGELOG.md']) cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
    git(site, 'init', '-q');
    commitAll(site, 'my site, from the download');
    const run = spawnSync(process.execPath, ['scripts/test/owner-paths.mjs', '--only', 'upgrade-from-the-previous-release'], { cwd: site, encoding: 'utf8' });
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout.trim().split('\n')).toEqual([expect.stringMatching(/^upgrade-from-the-previous-release: not run here: .*history, which is a site's own/)]);
  }, SLOW);
});

describe("whether a repository's history is the engine's", () => {
  const engine = makeEngine();
  const previous = { version: '1.0.0', commit: engine.v1 };

  it("runs in the engine's own repository", () => {
    expect(verdict(engine.dir, previous, engine.v1)).toBe('runs');
  });

  it("fails there when the previous release named is not in the engine's history", () => {
    expect(verdict(engine.dir, { ...previous, commit: '0123456789abcdef0123456789abcdef01234567' }, engine.v1)).toMatch(/^fails: .*point PREVIOUS/);
  });

  it('is not run in a site made from a download, a shallow clone or a folder without git', () => {
    expect(verdict(makeSite(engine, 'download'), previous, engine.v1)).toMatch(/^not run: .*a site's own/);
    const shallow = tempDir('shallow');
    git(shallow, 'clone', '-q', '--depth', '1', `file://${engine.dir}`, '.');
    expect(verdict(shallow, previous, engine.v1)).toMatch(/^not run: .*shallow clone/);
    expect(verdict(tempDir('no-git'), previous, engine.v1)).toMatch(/^not run: .*not a git repository/);
  });

  it('is not run in a site cloned from the engine and upgraded since: its history holds the release, its engine came from elsewhere', () => {
    const site = makeSite(engine, 'clone');
    expect(upgrade(site, '--from', engine.dir, '--no-install', '--no-gate').status).toBe(0);
    expect(verdict(site, previous, engine.v1)).toMatch(/^not run: this site was upgraded by npm run upgrade/);
  }, SLOW);
});
