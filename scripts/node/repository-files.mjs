// The repository's own files, for checks over all of them (file names that clash on a
// case-insensitive disk): what git tracks, or, in a copy that is not a git repository (a site
// downloaded as an archive), the files on disk that .gitignore leaves in.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * "/"-separated paths relative to `root`, sorted; `source` says where they came from.
 * @param {string} root
 * @returns {{ source: 'git' | 'disk', files: string[] }}
 */
export function repositoryFiles(root) {
  const real = realpathSync(root);
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: real, encoding: 'utf8' });
  // Only a checkout whose top is this folder: a copy inside some other repository is not tracked by it.
  if (top.status === 0 && realpathSync(top.stdout.trim()) === real) {
    const listed = spawnSync('git', ['ls-files', '-z'], { cwd: real, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (listed.status === 0) return { source: 'git', files: listed.stdout.split('\0').filter(Boolean).sort() };
  }
  return { source: 'disk', files: filesOnDisk(real, ignoreRules(real)) };
}

/**
 * The rules of `root`/.gitignore as globs. Enough of git's syntax for a site's own file: a
 * trailing "/" for folders only, a leading or inner "/" anchors at the top, otherwise any depth.
 * A negation ("!") cannot be honoured by a glob, so it says so instead of listing the wrong files.
 * @param {string} root
 * @returns {IgnoreRule[]}
 */
export function ignoreRules(root) {
  const file = path.join(root, '.gitignore');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      if (line.startsWith('!')) throw new Error(`.gitignore: "${line}" (a negation) needs git; run this in a git checkout.`);
      const folderOnly = line.endsWith('/');
      const pattern = line.replace(/\/$/, '');
      const anchored = pattern.includes('/');
      return { folderOnly, glob: anchored ? pattern.replace(/^\//, '') : `**/${pattern}` };
    });
}

/** @typedef {{ folderOnly: boolean, glob: string }} IgnoreRule */

/**
 * @param {string} root
 * @param {IgnoreRule[]} rules
 */
function filesOnDisk(root, rules) {
  /** @type {(relative: string, isFolder: boolean) => boolean} */
  const ignored = (relative, isFolder) => rules.some((rule) => (isFolder || !rule.folderOnly) && path.matchesGlob(relative, rule.glob));
  /** @type {string[]} */
  const files = [];
  /** @param {string} prefix */
  const walk = (prefix) => {
    for (const entry of readdirSync(path.join(root, prefix), { withFileTypes: true })) {
      const relative = `${prefix}${entry.name}`;
      if (entry.name === '.git' || ignored(relative, entry.isDirectory())) continue;
      if (entry.isDirectory()) walk(`${relative}/`);
      else files.push(relative);
    }
  };
  walk('');
  return files.sort();
}
