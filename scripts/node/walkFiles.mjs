// The files under a folder as the owner's tools see them: plain files only, symbolic links never
// followed (a linked folder's files are not the site's).
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The file's lstat (a link is not followed), or undefined when nothing is there.
 * @param {string} file
 */
export function lstatOrUndefined(file) {
  try {
    return lstatSync(file);
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * Every plain file under `dir` as "/"-separated paths relative to it; symbolic links are not followed.
 * @param {string} dir
 */
export function listFilesNoLinks(dir) {
  /** @type {string[]} */
  const files = [];
  /** @type {(folder: string, prefix: string) => void} */
  const walk = (folder, prefix) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) files.push(`${prefix}${entry.name}`);
    }
  };
  const stat = lstatOrUndefined(dir);
  if (stat && stat.isDirectory()) walk(dir, '');
  return files.sort();
}
