// The one path policy of every tool that writes an owner's files (new-site, the importers, the
// upgrade and the staging of its migrations in temporary folders). The rules: the folder must be
// the top of a git checkout of a site; a path is a plain relative one (no `..`, `.`, empty or
// absolute part, no backslash or control character, no `.git` part in any letter case, since git's
// own folder holds hooks that run); every folder on the way to it is a real folder (a symbolic link
// is never followed, so a link to a folder elsewhere cannot lead a write or a deletion there) and
// the file itself is no link; every path is checked before anything is written anywhere. Only
// files git tracks and holds unchanged (trackedAndClean, ./uncommittedChanges.mjs) are ever deleted
// or overwritten, so whatever is not committed (untracked, ignored or edited) stays.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { lstatOrUndefined } from './walkFiles.mjs';

/**
 * The real path of a site checkout, or an Error saying why `dir` is not one: it must exist, be the
 * top folder of a git work tree (not a folder inside one, not a copy outside git) and hold the
 * site's package.json and content/ folder.
 * @param {string} dir
 */
export function siteCheckout(dir) {
  if (!existsSync(dir)) return new Error(`${dir} does not exist.`);
  const real = realpathSync(dir);
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: real, encoding: 'utf8' });
  if (top.status !== 0) return new Error(`${dir} is not in a git repository: commit the site to git first, so nothing can be lost.`);
  if (realpathSync(top.stdout.trim()) !== real) {
    return new Error(`${dir} is not the top folder of a site checkout (its repository starts at ${top.stdout.trim()}).`);
  }
  for (const needed of ['package.json', 'content']) {
    const stat = lstatOrUndefined(path.join(real, needed));
    if (!stat || stat.isSymbolicLink()) return new Error(`${dir} is not a site checkout: it has no ${needed} of its own.`);
  }
  return real;
}

/**
 * Why `relative` is not a plain "/"-separated path inside a folder, judged on its text alone, or undefined.
 * @param {unknown} relative
 */
export function unplainPath(relative) {
  if (typeof relative !== 'string' || relative === '') return 'an empty path';
  // Control characters would also reach the terminal when the path is printed.
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(relative)) return `${JSON.stringify(relative)} holds a backslash or a control character`;
  if (path.posix.isAbsolute(relative) || /^[A-Za-z]:/.test(relative)) return `${relative} is not a relative path`;
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) return `${relative} is not a plain path (an empty, "." or ".." part)`;
  if (parts.some((part) => part.toLowerCase() === '.git')) return `${relative} is inside a .git folder (git's own files, hooks included, are never written)`;
  return undefined;
}

/**
 * Why `relative` (a "/"-separated path inside `root`) may not be written or deleted, or undefined
 * when it may: it is not a plain path (unplainPath), a folder on the way is a symbolic link or not
 * a folder, or the file itself is a link or a folder. The file may be missing.
 * @param {string} root
 * @param {string} relative
 */
export function unsafePath(root, relative) {
  const unplain = unplainPath(relative);
  if (unplain) return unplain;
  const parts = relative.split('/');
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = path.join(current, part);
    const stat = lstatOrUndefined(current);
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return `${path.relative(root, current)} is a symbolic link (never followed)`;
    if (!stat.isDirectory()) return `${path.relative(root, current)} is not a folder`;
  }
  const stat = lstatOrUndefined(path.join(root, relative));
  if (stat?.isSymbolicLink()) return `${relative} is a symbolic link (never written through)`;
  if (stat?.isDirectory()) return `${relative} is a folder`;
  return undefined;
}

/** @typedef {{ file: string, reason: string }} PathProblem */

/**
 * The paths of `relatives` that may not be written inside `root`: [{ file, reason }].
 * @param {string} root
 * @param {string[]} relatives
 * @returns {PathProblem[]}
 */
export function unsafePaths(root, relatives) {
  return relatives.flatMap((file) => {
    const reason = unsafePath(root, file);
    return reason ? [{ file, reason }] : [];
  });
}

/** Refused paths, as one error naming each. */
export class UnsafePathError extends Error {
  /**
   * @param {string} root
   * @param {PathProblem[]} problems
   */
  constructor(root, problems) {
    super(`nothing was written in ${root}; these paths cannot be written safely:\n${problems.map(({ file, reason }) => `  ${file}: ${reason}`).join('\n')}`);
    this.problems = problems;
  }
}

/**
 * Writes `files` (Map or entries of relative path → text or bytes) inside `root`, every path
 * checked before the first is written; throws UnsafePathError naming each refused one.
 * @param {string} root
 * @param {Iterable<[string, string | Uint8Array]>} files
 */
export function writeFilesSafely(root, files) {
  const entries = [...files];
  const problems = unsafePaths(root, entries.map(([file]) => file));
  if (problems.length) throw new UnsafePathError(root, problems);
  for (const [file, data] of entries) {
    const target = path.join(root, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
}

/**
 * Whether a file or link is at `relative` (without following a link there).
 * @param {string} root
 * @param {string} relative
 */
export function present(root, relative) {
  return lstatOrUndefined(path.join(root, ...relative.split('/'))) !== undefined;
}
