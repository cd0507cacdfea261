/**
 * @jest-environment node
 */
// The one listing of uncommitted changes that new-site, the importers and the upgrade refuse over:
// a git-ignored file (a private draft) is work a tool loses only when it writes or deletes that
// very path, so it counts then and only then.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Listing {
  uncommittedChanges(root: string, pathspecs?: string[], options?: { writes?: string[] }): string[];
}
// The module is plain JavaScript for Node; Jest's transform loads it as it is.
const { uncommittedChanges } = jest.requireActual<Listing>('../../../../scripts/node/uncommittedChanges.mjs');

function write(root: string, file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A committed site whose .gitignore keeps content/notes/private-draft.md out of git, the draft written. */
function siteWithIgnoredDraft() {
  const root = mkdtempSync(path.join(tmpdir(), 'uncommitted-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  write(root, '.gitignore', 'content/notes/private-draft.md\n');
  write(root, 'content/profile.ts', 'export const profile = {};\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'an owner');
  write(root, 'content/notes/private-draft.md', 'Exists nowhere else.\n');
  return root;
}

describe('uncommittedChanges', () => {
  it('does not count a git-ignored draft the tool leaves alone, so every tool runs beside it', () => {
    const root = siteWithIgnoredDraft();
    expect(uncommittedChanges(root, ['content'])).toEqual([]);
    expect(uncommittedChanges(root, ['content'], { writes: ['content/profile.ts', 'content/notes/other.md'] })).toEqual([]);
  });

  it('counts the git-ignored draft when the tool would write or delete that very path', () => {
    const root = siteWithIgnoredDraft();
    expect(uncommittedChanges(root, ['content'], { writes: ['content/notes/private-draft.md'] })).toEqual([
      '!! content/notes/private-draft.md',
    ]);
  });

  it('counts an edited and an untracked file under the paths asked, and nothing outside them', () => {
    const root = siteWithIgnoredDraft();
    write(root, 'content/profile.ts', 'export const profile = { name: "edited" };\n');
    write(root, 'content/new.ts', 'export {};\n');
    write(root, 'public/new.png', 'png');
    expect(uncommittedChanges(root, ['content'])).toEqual([' M content/profile.ts', '?? content/new.ts']);
    expect(uncommittedChanges(root)).toEqual([' M content/profile.ts', '?? content/new.ts', '?? public/new.png']);
  });
});
