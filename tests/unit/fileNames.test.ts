/**
 * @jest-environment node
 */
// Most owners' laptops (macOS, Windows) have case-insensitive disks: there `./ContactForm` and
// `./contactForm` can open the same file, so a build that passes on Linux breaks, or picks the
// wrong module, on theirs. No two tracked paths, folders, or import names (a path without its
// extension) may differ only by case.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Groups of spellings that are one name on a case-insensitive disk. */
function caseClashes(paths: readonly string[]): string[][] {
  const spellings = new Map<string, Set<string>>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    spellings.set(key, (spellings.get(key) ?? new Set()).add(name));
  };
  for (const file of paths) {
    const parts = file.split('/');
    // Every folder on the way, the file, and the file as an import names it (no extension).
    parts.forEach((_, i) => add(parts.slice(0, i + 1).join('/')));
    add(file.replace(/\.[^./]+$/, ''));
  }
  return [...spellings.values()].filter((names) => names.size > 1).map((names) => [...names].sort());
}

describe('file names on a case-insensitive disk', () => {
  it('finds files, import names and folders that differ only by case', () => {
    expect(caseClashes(['a/Card.tsx', 'a/card.ts', 'b/Card.tsx', 'b/Card.module.css'])).toEqual([['a/Card', 'a/card']]);
    expect(caseClashes(['Docs/x.md', 'docs/y.md'])).toEqual([['Docs', 'docs']]);
    expect(caseClashes(['a/Readme.md', 'a/README.md'])).toEqual([
      ['a/README.md', 'a/Readme.md'],
      ['a/README', 'a/Readme'],
    ]);
  });

  it('no two tracked paths of the repository differ only by case', () => {
    const root = path.resolve(__dirname, '../..');
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(0);
    expect(caseClashes(tracked)).toEqual([]);
  });
});
