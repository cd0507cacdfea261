// What git has not recorded in a site checkout: the work an owner's tool must not run over, and
// the files it may overwrite or delete because git can give them back.
import { git } from './git.mjs';

/**
 * The changes git has not recorded under `pathspecs` (all of the checkout when empty), one
 * `git status --porcelain` line each: work a tool must not run over. A git-ignored file (a private
 * draft, a build's output) is no such change, since the tools only overwrite or delete what git
 * holds unchanged, unless the tool writes that very path: each of `writes` (paths relative to
 * `root`) that git ignores and that exists counts, as a "!! path" line.
 * @param {string} root
 * @param {string[]} [pathspecs]
 * @param {{ writes?: string[] }} [options]
 */
export function uncommittedChanges(root, pathspecs = [], { writes = [] } = {}) {
  const changes = git(root, ['status', '--porcelain', '--untracked-files=all', '--', ...pathspecs]).split('\n').filter(Boolean);
  if (!writes.length) return changes;
  const ignored = git(root, ['ls-files', '-z', '--others', '--ignored', '--exclude-standard', '--', ...writes.map((file) => `:(literal)${file}`)]);
  return [...changes, ...ignored.split('\0').filter(Boolean).map((file) => `!! ${file}`)];
}

/**
 * The files git tracks under `pathspecs` and holds unchanged in the work tree, as a Set of paths.
 * @param {string} root
 * @param {string[]} [pathspecs]
 */
export function trackedAndClean(root, pathspecs = []) {
  const tracked = git(root, ['ls-files', '-z', '--', ...pathspecs]).split('\0').filter(Boolean);
  const changed = new Set(git(root, ['ls-files', '-z', '--modified', '--deleted', '--', ...pathspecs]).split('\0').filter(Boolean));
  return new Set(tracked.filter((file) => !changed.has(file)));
}
