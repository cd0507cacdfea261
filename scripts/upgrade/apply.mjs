// Writing the plan into the site: first every path is checked (nothing written through a symbolic
// link, nothing overwritten or deleted that git does not hold unchanged), then the files are
// written and removed, and the result is committed so the previous state is one command away.
import { chmodSync, mkdirSync, readdirSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { git } from '../node/git.mjs';
import { present, unsafePath } from '../node/pathPolicy.mjs';
import { trackedAndClean } from '../node/uncommittedChanges.mjs';

/** Problems that stop the upgrade before it writes anything: [{ file, reason }]. */
export function pathProblems(siteRoot, plan) {
  const clean = trackedAndClean(siteRoot);
  const problems = [];
  for (const file of [...plan.writes.keys(), ...plan.removes]) {
    const unsafe = unsafePath(siteRoot, file);
    if (unsafe) problems.push({ file, reason: unsafe });
    else if (present(siteRoot, file) && !clean.has(file)) {
      problems.push({ file, reason: 'a file git does not track (or holds changed) is in the way; move it elsewhere first' });
    }
  }
  return problems;
}

/** Removes `dir` and its parents below `root` while they are empty. */
function pruneEmpty(root, dir) {
  for (let current = dir; current.startsWith(`${root}${path.sep}`); current = path.dirname(current)) {
    if (readdirSync(current).length > 0) return;
    rmdirSync(current);
  }
}

/** Writes and removes the planned files (checked by pathProblems first). */
export function applyPlan(siteRoot, plan) {
  for (const file of plan.removes) {
    const target = path.join(siteRoot, ...file.split('/'));
    rmSync(target, { force: true });
    try {
      pruneEmpty(siteRoot, path.dirname(target));
    } catch {
      // A folder that cannot be removed simply stays.
    }
  }
  for (const [file, { data, mode }] of plan.writes) {
    const target = path.join(siteRoot, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    rmSync(target, { force: true }); // a link in the way is replaced, never written through
    writeFileSync(target, data);
    chmodSync(target, mode === '100755' ? 0o755 : 0o644);
  }
}

/** Commits the changed paths; returns the new commit id. */
export function commitUpgrade(siteRoot, files, message) {
  git(siteRoot, ['add', '--all', '--pathspec-from-file=-', '--pathspec-file-nul'], { input: `${files.join('\0')}\0` });
  git(siteRoot, ['commit', '--quiet', '--no-verify', '-m', message]);
  return git(siteRoot, ['rev-parse', 'HEAD']).trim();
}
