/**
 * @jest-environment node
 */
// Most owners' laptops (macOS, Windows) have case-insensitive disks: there `./ContactForm` and
// `./contactForm` can open the same file, so a build that passes on Linux breaks, or picks the
// wrong module, on theirs. No two tracked paths, folders, or import names (a path without its
// extension) may differ only by case.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryFiles } from '@/scripts/node/repository-files.mjs';

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

  it('no two paths of the repository differ only by case (tracked by git, or on disk in a copy without git)', () => {
    const { files } = repositoryFiles(path.resolve(__dirname, '../../../..'));
    expect(files).toContain('package.json');
    expect(caseClashes(files)).toEqual([]);
  });
});

describe('the repository files in a folder that is not a git repository (a downloaded copy)', () => {
  let dir = '';
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'no-git-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('lists the files on disk that .gitignore leaves in', () => {
    write('.gitignore', '# built\nnode_modules/\nout-*/\n/.languages/\npublic/*.pdf\n.env*.local\n*.tsbuildinfo\n');
    ['package.json', 'content/profile.ts', 'public/me.png', 'lib/out-of-date.ts', 'content/.languages/x.ts'].forEach((file) => write(file));
    ['node_modules/a/index.js', 'out-full-owner/index.html', '.languages/de/x.ts', 'public/resume.pdf', '.env.local', 'tsconfig.tsbuildinfo', 'lib/node_modules/b.js'].forEach((file) => write(file));
    expect(repositoryFiles(dir)).toEqual({
      source: 'disk',
      files: ['.gitignore', 'content/.languages/x.ts', 'content/profile.ts', 'lib/out-of-date.ts', 'package.json', 'public/me.png'],
    });
  });

  it('says in one line that a negation in .gitignore needs git, rather than listing the wrong files', () => {
    write('.gitignore', 'public/*\n!public/keep.png\n');
    expect(() => repositoryFiles(dir)).toThrow(/^\.gitignore: "!public\/keep\.png" \(a negation\) needs git; run this in a git checkout\.$/);
  });
});
