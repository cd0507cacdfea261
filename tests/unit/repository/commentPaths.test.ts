/**
 * @jest-environment node
 */
// A comment that names a file which moved sends the next reader to look for something that is not
// there. Every repository path a comment of the engine names (app, components, lib, scripts, the
// configs at the root) must exist. Read from the file system, not from git: the check holds in a copy without a repository.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../../..');
const ENGINE = ['app', 'components', 'lib', 'scripts'];
const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/;
// Folders a path may start with. content/ and public/ are the owner's: a comment may name a file
// an owner is free to delete.
const REPOSITORY_PATH = /(?<![\w./@-])(?:app|components|lib|scripts|tests|docs)\/[\w./-]*[\w-](?:\.[a-z]+|\/)/g;
// The new-site skeleton is an owner's files; generated and copied folders are not the engine's.
const SKIPPED = new Set(['node_modules', 'skeleton', 'framework-floor']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE.test(entry.name) ? [relative] : [];
  });
}

/** The text of every comment of a file. */
function comments(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.css')) return text.match(/\/\*[\s\S]*?\*\//g) ?? [];
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, text);
  const found: string[] = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) found.push(scanner.getTokenText());
  }
  return found;
}

/** "file: path" for each path a comment names that is not in the repository. */
function missingPaths(files: string[]): string[] {
  return files.flatMap((file) =>
    comments(file)
      .flatMap((comment) => comment.match(REPOSITORY_PATH) ?? [])
      // A pattern for a family of files (migrations/NNN-name.mjs), not one file; a build's output
      // (an out/ folder) is there only after that build.
      .filter((named) => !named.includes('NNN') && !named.includes('/out/') && !existsSync(path.join(root, named)))
      .map((named) => `${file}: ${named}`),
  );
}

describe('paths named in comments', () => {
  it('finds the comments of every kind of source file', () => {
    // The scanner reads comments, not strings, and the check sees a path that does not exist.
    expect(missingPaths(['tests/fixtures/commentPaths/moved.ts'])).toEqual([
      'tests/fixtures/commentPaths/moved.ts: lib/nowhere/gone.ts',
      'tests/fixtures/commentPaths/moved.ts: components/nowhere/',
    ]);
  });

  it('exist, for every comment of app, components, lib, scripts and the configs', () => {
    const configs = readdirSync(root).filter((name) => /\.config\.[cm]?[jt]s$/.test(name));
    expect(missingPaths([...ENGINE.flatMap(sourceFiles), ...configs])).toEqual([]);
  });
});
