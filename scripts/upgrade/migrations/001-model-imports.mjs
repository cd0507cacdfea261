// The content model's type modules moved from lib/content/ to lib/model/ (lib/content/ keeps the
// loading code that runs at build time). An owner's content file that imports its types from the
// old place, e.g. `import type { ProjectInput } from '@/lib/content/types'`, is pointed at the new
// one; only the quoted module name changes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { listFilesNoLinks } from '../../node/walkFiles.mjs';

export const summary = "the content's type imports move from @/lib/content/… to @/lib/model/…";

/** The modules that moved, by their name in lib/content/ then and lib/model/ now. */
export const MOVED = ['homeTypes', 'interfaceText', 'navigationDefaults', 'noteSchema', 'pageTypes', 'schema', 'themeSchema', 'types'];
const OLD = new Map(MOVED.map((name) => [`@/lib/content/${name}`, `@/lib/model/${name}`]));

/**
 * The module names in a file's imports and exports (and `import('…')` types) that moved: [start, end, new name].
 * @param {ts.SourceFile} source
 */
function movedSpecifiers(source) {
  /** @type {[start: number, end: number, name: string][]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    const specifier =
      ts.isImportDeclaration(node) || ts.isExportDeclaration(node)
        ? node.moduleSpecifier
        : ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)
          ? node.argument.literal
          : undefined;
    const moved = specifier && ts.isStringLiteral(specifier) ? OLD.get(specifier.text) : undefined;
    // Inside the quotes, so the owner's choice of quote stays.
    if (specifier && moved) found.push([specifier.getStart() + 1, specifier.end - 1, moved]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Rewrites the moved imports of every TypeScript file in content/; returns the files it changed.
 * @param {string} contentDir
 */
export function migrate(contentDir) {
  /** @type {string[]} */
  const changed = [];
  for (const file of listFilesNoLinks(contentDir).filter((name) => /\.(ts|tsx|mts|cts)$/.test(name))) {
    const at = path.join(contentDir, file);
    const text = readFileSync(at, 'utf8');
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const edits = movedSpecifiers(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
    if (!edits.length) continue;
    let result = text;
    for (const [start, end, name] of edits.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + name + result.slice(end);
    writeFileSync(at, result);
    changed.push(file);
  }
  return changed;
}
