// Where the new engine comes from: a private bare copy of the engine's repository in a temporary
// folder (so the owner's repository gets no remote, branch or object it did not ask for), the
// target commit in it, and the files of any commit as git sees them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { git } from '../node/git.mjs';

/** The site's engine.json (version, repository, and the commit of the last upgrade), or {}. */
export function readEngineFile(text) {
  if (text === undefined) return {};
  try {
    const parsed = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

function remoteUrl(root, name) {
  try {
    return git(root, ['remote', 'get-url', name]).trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The engine's repository when --from is not given, with the reason: the `upstream` remote (a
 * fork's usual name for the repository it came from), else the repository engine.json names, else
 * the checkout this command runs from when that is not the site itself (the first upgrade of a
 * site made before upgrade existed), else the `origin` remote (a plain clone of the engine).
 */
export function defaultSource(root, engineRoot) {
  const upstream = remoteUrl(root, 'upstream');
  if (upstream) return { from: upstream, how: 'the git remote "upstream"' };
  const engine = existsSync(path.join(root, 'engine.json')) ? readEngineFile(readFileSync(path.join(root, 'engine.json'), 'utf8')) : {};
  if (typeof engine.repository === 'string' && engine.repository) return { from: engine.repository, how: 'engine.json\'s "repository"' };
  if (engineRoot !== root) return { from: engineRoot, how: 'the engine checkout this command runs from' };
  const origin = remoteUrl(root, 'origin');
  if (origin) return { from: origin, how: 'the git remote "origin"' };
  return undefined;
}

/** A bare copy of the engine's repository in `tmp`; a local folder is copied with its history. */
export function cloneSource(from, tmp) {
  const local = !/^[\w+.-]+:\/\//.test(from) && !/^[\w.-]+@[\w.-]+:/.test(from);
  const source = local ? path.resolve(from) : from;
  const bare = path.join(tmp, 'engine.git');
  git(tmp, ['clone', '--bare', '--quiet', source, bare]);
  return bare;
}

/** The full commit id of `ref` (branch, tag or commit) in the engine's copy, or undefined. */
export function resolveCommit(bare, ref) {
  try {
    return git(bare, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    return undefined;
  }
}

/** The files of a commit (or of the site's HEAD): Map path → { mode, oid }. */
export function treeOf(gitDir, commit) {
  const files = new Map();
  for (const line of git(gitDir, ['ls-tree', '-r', '-z', '--full-tree', commit]).split('\0')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    const [mode, type, oid] = line.slice(0, tab).split(' ');
    if (type === 'blob') files.set(line.slice(tab + 1), { mode, oid });
  }
  return files;
}

/** The bytes of a blob. */
export function blob(gitDir, oid) {
  return git(gitDir, ['cat-file', 'blob', oid], { encoding: 'buffer' });
}

/** One line about a commit: short id, date and subject. */
export function describeCommit(gitDir, commit) {
  return git(gitDir, ['log', '-1', '--format=%h (%cs) %s', commit]).trim();
}
