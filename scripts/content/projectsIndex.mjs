// Reading and extending content/projects/: the ids its project files use, and index.ts with more
// projects listed (an import line each, appended to the list), leaving the owner's order as it is.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { exportNames } from './tsLiteral.mjs';

/** The ids of the project files in `projectsDir` (their `id: '...'` lines). */
export function projectIdsIn(projectsDir) {
  const ids = new Set();
  for (const name of readdirSync(projectsDir).filter((file) => file.endsWith('.ts') && file !== 'index.ts')) {
    ids.add(name.replace(/\.ts$/, ''));
    for (const match of readFileSync(path.join(projectsDir, name), 'utf8').matchAll(/\bid:\s*['"]([a-z0-9-]+)['"]/g)) ids.add(match[1]);
  }
  return ids;
}

const LIST = /(export const projects\b[^=]*=\s*\[)([\s\S]*?)(\]\s*;?)/;

/** Names for the exports of the projects `ids` that no word of index.ts uses yet. */
export function namesForIndex(text, ids) {
  return exportNames(ids, text.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

/**
 * index.ts with the projects `ids` imported (as `names`) and appended to the list, or undefined
 * when it has no list to extend.
 */
export function addToProjectsIndex(text, ids, names = namesForIndex(text, ids)) {
  const match = LIST.exec(text);
  if (!match) return undefined;
  const [whole, open, items, close] = match;
  const existing = items.trim().replace(/,\s*$/, '');
  const list = items.includes('\n')
    ? `${open}${existing ? `${items.replace(/,?\s*$/, ',')}\n` : '\n'}${names.map((name) => `  ${name},\n`).join('')}${close}`
    : `${open}${[existing, ...names].filter(Boolean).join(', ')}${close}`;
  const imports = ids.map((id, i) => `import { ${names[i]} } from './${id}';\n`).join('');
  const body = text.replace(whole, list);
  // After the last import line, or at the top.
  const lastImport = [...body.matchAll(/^import .*;\n/gm)].pop();
  const at = lastImport ? lastImport.index + lastImport[0].length : 0;
  return `${body.slice(0, at)}${imports}${body.slice(at)}`;
}
