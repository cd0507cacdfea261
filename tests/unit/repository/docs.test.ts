/**
 * @jest-environment node
 */
// The docs are reference an owner or an engineer reads in one sitting, and they stay true: the
// README and each reference doc keep to a size, and every repository path, link and anchor they
// name exists. Dated measurements (docs/measurements/) are a log, not reference: their size is free.
// Read from the file system, not from git: the check holds in a copy without a repository.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const KB = 1024;
const README_LIMIT = 8 * KB;
const DOC_LIMIT = 20 * KB;
const DOCS_LIMIT = 100 * KB;

const referenceDocs = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`);
const measurementDocs = readdirSync(path.join(root, 'docs/measurements'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/measurements/${name}`);
const bytes = (file: string) => statSync(path.join(root, file)).size;

// The repository's own folders a doc may name. content/ and public/ are the owner's, and a doc names
// files there an owner writes or deletes; out/ and the other build folders exist only after a build.
const REPOSITORY_FOLDERS = ['app', 'components', 'lib', 'scripts', 'tests', 'docs', '.github', '.ci'];
const SOURCE_NAME = /^[\w.-]+\.(?:ts|tsx|mts|mjs|js|cjs|jsx|json|css|yml)$/;
// Files a doc names that are in no repository: ones it tells the owner to write, or the build writes.
const NOT_IN_REPOSITORY = new Set(['vercel.json', 'resume.json']);

/** Every file name in the repository but node_modules and the build folders, for names written without their folder. */
function fileNames(dir = ''): Set<string> {
  const names = new Set<string>();
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '.git' || /^(out|\.next|\.owner-|test-results)/.test(entry.name)) continue;
    if (entry.isDirectory()) for (const name of fileNames(path.join(dir, entry.name))) names.add(name);
    else names.add(entry.name);
  }
  return names;
}

/** The Markdown of `text` without its fenced code blocks (their lines kept empty, so line numbers hold). */
function prose(text: string): string[] {
  let fence = '';
  return text.split('\n').map((line) => {
    // A fence is three or more backticks or tildes; an opening one's info string holds no backtick.
    const [, run = '', info = ''] = /^ {0,3}(`{3,}|~{3,})([^`]*)$/.exec(line) ?? [];
    if (run && (fence ? run.startsWith(fence) && !info.trim() : true)) {
      fence = fence ? '' : run;
      return '';
    }
    return fence ? '' : line;
  });
}

/** Whether a path, as a doc names it ("lib/paths/", "@/lib/model/integrations"), is in the repository. */
function pathExists(named: string): boolean {
  const file = named.replace(/^@\//, '').replace(/\/$/, '');
  return ['', '.ts', '.tsx', '.mjs', '/index.ts'].some((ending) => existsSync(path.join(root, file + ending)));
}

/** "doc:line: `path`" for each path in backticks that names nothing in the repository. */
function missingPaths(doc: string, text: string, names: Set<string>): string[] {
  return prose(text).flatMap((line, i) =>
    [...line.matchAll(/`([^`\s]+)`/g)]
      .map(([, span = '']) => span)
      .filter((span) => !/[{}*<>…]|NNN/.test(span))
      .filter((span) => {
        const [first = ''] = span.replace(/^@\//, '').split('/');
        if (span.includes('/') && REPOSITORY_FOLDERS.includes(first)) return !pathExists(span);
        return SOURCE_NAME.test(span) && !names.has(span) && !NOT_IN_REPOSITORY.has(span);
      })
      .map((span) => `${doc}:${i + 1}: \`${span}\``),
  );
}

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const line of prose(readFileSync(file, 'utf8'))) {
    const [, heading] = /^#{1,6}\s+(.*)$/.exec(line) ?? [];
    if (heading === undefined) continue;
    const base = anchor(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count ? `${base}-${count}` : base);
  }
  return found;
}

/** "doc:line: target" for each relative link whose file or heading is not there. */
function brokenLinks(doc: string, text: string): string[] {
  return prose(text).flatMap((line, i) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = '']) => target)
      .filter((target) => !/^[a-z]+:/i.test(target))
      .filter((target) => {
        const [file = '', fragment] = target.split('#');
        const resolved = file ? path.resolve(path.dirname(path.join(root, doc)), decodeURIComponent(file)) : path.join(root, doc);
        if (!existsSync(resolved)) return true;
        return fragment !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(decodeURIComponent(fragment));
      })
      .map((target) => `${doc}:${i + 1}: ${target}`),
  );
}

describe('the docs', () => {
  it('keep the README and each reference doc to a size read in one sitting', () => {
    const sizes = new Map(referenceDocs.map((doc) => [doc, bytes(doc)]));
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const over = [...sizes].filter(([, size]) => size > DOC_LIMIT).map(([doc, size]) => `${doc}: ${size} bytes`);
    expect(over).toEqual([]);
    expect(bytes('README.md')).toBeLessThanOrEqual(README_LIMIT);
    expect(total).toBeLessThanOrEqual(DOCS_LIMIT);
  });

  it('find a path that is not there, a broken link and a missing heading', () => {
    const names = new Set(['schema.ts']);
    const text = [
      'See `lib/model/schema.ts`, `@/lib/model/integrations`, `lib/paths/` and `schema.ts`.',
      'Not `lib/nowhere/gone.ts`, `scripts/gone/`, `gone.mjs`; not checked: `content/x.ts`, `out/_headers`, `owner/name`, `lib/{x}.ts`.',
      '```',
      '`lib/in/a/code/block.ts`',
      '```',
      '[here](testing.md#the-browser), [there](testing.md#no-such-heading), [gone](nowhere.md), [web](https://example.org/x)',
    ].join('\n');
    expect(missingPaths('docs/x.md', text, names)).toEqual([
      'docs/x.md:2: `lib/nowhere/gone.ts`',
      'docs/x.md:2: `scripts/gone/`',
      'docs/x.md:2: `gone.mjs`',
    ]);
    expect(brokenLinks('docs/x.md', text)).toEqual(['docs/x.md:6: testing.md#no-such-heading', 'docs/x.md:6: nowhere.md']);
  });

  it('name only repository paths that exist', () => {
    const names = fileNames();
    const docs = ['README.md', ...referenceDocs];
    expect(docs.flatMap((doc) => missingPaths(doc, readFileSync(path.join(root, doc), 'utf8'), names))).toEqual([]);
  });

  it('link only to files and headings that exist, the measurements included', () => {
    const docs = ['README.md', ...referenceDocs, ...measurementDocs];
    expect(docs.flatMap((doc) => brokenLinks(doc, readFileSync(path.join(root, doc), 'utf8')))).toEqual([]);
  });
});
