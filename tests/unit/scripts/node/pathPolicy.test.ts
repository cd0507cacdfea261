/**
 * @jest-environment node
 */
// The one path policy of the owner's tools (new-site, the importers, the upgrade and the staging of
// its migrations): one table of hostile paths, each refused before anything is written anywhere.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface PathPolicy {
  unsafePath(root: string, relative: string): string | undefined;
  writeFilesSafely(root: string, files: Array<[string, string]>): void;
}
// The module is plain JavaScript for Node; Jest's transform loads it as it is.
const policy = jest.requireActual<PathPolicy>('../../../../scripts/node/pathPolicy.mjs');

/** A folder with a link to a folder elsewhere, a link to a file elsewhere, and a plain file. */
function site() {
  const root = mkdtempSync(path.join(tmpdir(), 'policy-'));
  const elsewhere = mkdtempSync(path.join(tmpdir(), 'elsewhere-'));
  writeFileSync(path.join(elsewhere, 'profile.ts'), 'outside\n');
  mkdirSync(path.join(root, 'content'));
  symlinkSync(elsewhere, path.join(root, 'content/linked'));
  symlinkSync(path.join(elsewhere, 'profile.ts'), path.join(root, 'content/profile.ts'));
  writeFileSync(path.join(root, 'content/file.ts'), 'a file\n');
  return { root, elsewhere };
}

const HOSTILE: Array<[string, RegExp]> = [
  ['', /empty/],
  ['/etc/passwd', /not a relative path/],
  ['C:/Windows/x', /not a relative path/],
  ['../outside.ts', /not a plain path/],
  ['content/../../outside.ts', /not a plain path/],
  ['scripts/../../../tmp-file', /not a plain path/],
  ['content/./x.ts', /not a plain path/],
  ['content//x.ts', /not a plain path/],
  ['content/', /not a plain path/],
  ['content\\..\\x.ts', /backslash/],
  ['content/x\u001b[2J.ts', /control character/],
  ['.git/hooks/post-commit', /\.git folder/],
  ['.GIT/hooks/pre-commit', /\.git folder/],
  ['content/.Git/config', /\.git folder/],
  ['content/linked/profile.ts', /content\/linked is a symbolic link/],
  ['content/profile.ts', /symbolic link \(never written through\)/],
  ['content/file.ts/inner.ts', /content\/file\.ts is not a folder/],
  ['content', /is a folder/],
];

describe('the path policy', () => {
  it.each(HOSTILE)('refuses %j', (relative, reason) => {
    const { root } = site();
    expect(policy.unsafePath(root, relative)).toMatch(reason);
  });

  it.each(['content/projects/new.ts', 'content/file.ts', 'public/images/a b.webp', 'content/.gitkeep', 'content/notes/x.git/a.md'])('allows the plain path %j', (relative) => {
    const { root } = site();
    expect(policy.unsafePath(root, relative)).toBeUndefined();
  });

  it('writes nothing at all, anywhere, when one path of many is refused, and names each refused one', () => {
    const { root, elsewhere } = site();
    expect(() => policy.writeFilesSafely(root, [['content/new/a.ts', 'a'], ['content/profile.ts', 'overwritten'], ['content/../b.ts', 'b']]))
      .toThrow(/content\/profile\.ts: .*symbolic link[^]*content\/\.\.\/b\.ts: .*not a plain path/);
    expect(existsSync(path.join(root, 'content/new'))).toBe(false);
    expect(readdirSync(path.dirname(root)).includes('b.ts')).toBe(false);
    expect(readFileSync(path.join(elsewhere, 'profile.ts'), 'utf8')).toBe('outside\n');
  });

  it('creates the folders on the way and writes every file when all are plain', () => {
    const { root } = site();
    policy.writeFilesSafely(root, [['content/new/deep/a.ts', 'a'], ['content/file.ts', 'b']]);
    expect(readFileSync(path.join(root, 'content/new/deep/a.ts'), 'utf8')).toBe('a');
    expect(readFileSync(path.join(root, 'content/file.ts'), 'utf8')).toBe('b');
  });
});
