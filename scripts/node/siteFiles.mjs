// Safe file handling in an owner's site folder, shared by the commands that delete or overwrite
// files there (new-site, upgrade). The rules: the folder must be the top of a git checkout of a site;
// a path is used only when every folder on the way to it is a real folder inside the site (a
// symbolic link is never followed, so a link to a folder elsewhere cannot lead a deletion there);
// and only files git tracks and holds unchanged are ever deleted or overwritten, so whatever is
// not committed (untracked, ignored or edited) stays.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** Runs git in `cwd`; the output as text (or a Buffer with encoding 'buffer'), throwing on failure. */
export function git(cwd, args, { encoding = 'utf8', input, env } = {}) {
  const run = spawnSync('git', args, { cwd, encoding, input, env: env ?? process.env, maxBuffer: 1 << 30 });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    const stderr = Buffer.isBuffer(run.stderr) ? run.stderr.toString('utf8') : run.stderr;
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr.trim()}`);
  }
  return run.stdout;
}

/**
 * The real path of a site checkout, or an Error saying why `dir` is not one: it must exist, be the
 * top folder of a git work tree (not a folder inside one, not a copy outside git) and hold the
 * site's package.json and content/ folder.
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

function lstatOrUndefined(file) {
  try {
    return lstatSync(file);
  } catch (error) {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * Why `relative` (a "/"-separated path inside `root`) may not be written or deleted, or undefined
 * when it may: it leaves the folder, or a folder on the way is a symbolic link or not a folder.
 * The file itself may be missing; when present it must be a plain file (or a link to be replaced,
 * never followed).
 */
export function unsafePath(root, relative) {
  const parts = relative.split('/');
  if (path.isAbsolute(relative) || parts.some((part) => part === '' || part === '.' || part === '..')) {
    return `${relative} is not a plain path inside the site`;
  }
  let current = root;
  for (const part of parts.slice(0, -1)) {
    current = path.join(current, part);
    const stat = lstatOrUndefined(current);
    if (!stat) return undefined;
    if (stat.isSymbolicLink()) return `${path.relative(root, current)} is a symbolic link (never followed)`;
    if (!stat.isDirectory()) return `${path.relative(root, current)} is not a folder`;
  }
  const stat = lstatOrUndefined(path.join(root, relative));
  if (stat && stat.isDirectory()) return `${relative} is a folder`;
  return undefined;
}

/** Whether a file or link is at `relative` (without following a link there). */
export function present(root, relative) {
  return lstatOrUndefined(path.join(root, ...relative.split('/'))) !== undefined;
}

/** Every plain file under `dir` as "/"-separated paths relative to it; symbolic links are not followed. */
export function listFilesNoLinks(dir) {
  const files = [];
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

/**
 * The changes git has not recorded under `pathspecs` (all of the checkout when empty), one
 * `git status --porcelain` line each; with `ignored`, git-ignored files count as changes too.
 */
export function uncommittedChanges(root, pathspecs = [], { ignored = false } = {}) {
  const args = ['status', '--porcelain', '--untracked-files=all', ...(ignored ? ['--ignored=matching'] : []), '--', ...pathspecs];
  return git(root, args).split('\n').filter(Boolean);
}

/** The files git tracks under `pathspecs` and holds unchanged in the work tree, as a Set of paths. */
export function trackedAndClean(root, pathspecs = []) {
  const tracked = git(root, ['ls-files', '-z', '--', ...pathspecs]).split('\0').filter(Boolean);
  const changed = new Set(git(root, ['ls-files', '-z', '--modified', '--deleted', '--', ...pathspecs]).split('\0').filter(Boolean));
  return new Set(tracked.filter((file) => !changed.has(file)));
}
