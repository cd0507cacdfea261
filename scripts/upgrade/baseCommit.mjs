// Which engine commit the owner's site is built on (the base of the three-way merge), found without
// relying on shared history, and how it was found.
import { git } from '../node/git.mjs';
import { isEngineFile, SPECIAL_FILES } from './fileOwner.mjs';
import { resolveCommit, treeOf } from './engineSource.mjs';

/** How many engine commits the file comparison looks at, newest first. */
const SCAN_LIMIT = 3000;

/** Engine files that differ between the site and a commit (both Map path → { oid }). */
function differences(siteEngine, commitTree) {
  let count = 0;
  const seen = new Set();
  // The specially merged files change in every owner's site (dependencies, the lockfile, the recorded
  // version): no sign of the base.
  for (const [file, entry] of commitTree) {
    if (!isEngineFile(file) || SPECIAL_FILES.has(file)) continue;
    seen.add(file);
    if (siteEngine.get(file)?.oid !== entry.oid) count += 1;
  }
  for (const file of siteEngine.keys()) if (!seen.has(file)) count += 1;
  return count;
}

/** The engine commits the site's own history contains, newest first (a fork or a clone). */
function sharedHistory(bare, siteRoot, target) {
  const siteCommits = git(siteRoot, ['rev-list', '--topo-order', 'HEAD']).split('\n').filter(Boolean);
  const known = git(bare, ['cat-file', '--batch-check=%(objectname) %(objecttype)'], { input: `${siteCommits.join('\n')}\n` })
    .split('\n')
    .filter((line) => line.endsWith(' commit'))
    .map((line) => line.split(' ')[0]);
  if (!known.length) return undefined;
  const ancestorsOfTarget = new Set(git(bare, ['rev-list', target]).split('\n').filter(Boolean));
  return known.find((commit) => ancestorsOfTarget.has(commit));
}

/**
 * The base: { commit, how }. In order: the commit engine.json records from the last upgrade; the
 * newest engine commit in the site's own history; the engine commit (of the target's history)
 * whose engine files are closest to the site's, exact or nearest.
 * @param {{ bare: string, target: string, siteRoot: string, siteTree: Map<string, {oid: string}>, siteEngine: object }} input
 */
export function findBase({ bare, target, siteRoot, siteTree, siteEngine }) {
  if (typeof siteEngine.commit === 'string') {
    const recorded = resolveCommit(bare, siteEngine.commit);
    if (recorded) return { commit: recorded, how: 'engine.json records it (the last upgrade)' };
  }
  const shared = sharedHistory(bare, siteRoot, target);
  if (shared) return { commit: shared, how: "the site's git history contains it (a fork or clone)" };

  const siteEngineFiles = new Map([...siteTree].filter(([file]) => isEngineFile(file) && !SPECIAL_FILES.has(file)));
  const commits = git(bare, ['rev-list', `--max-count=${SCAN_LIMIT}`, target]).split('\n').filter(Boolean);
  let best;
  for (const commit of commits) {
    const count = differences(siteEngineFiles, treeOf(bare, commit));
    if (!best || count < best.count) best = { commit, count };
    if (count === 0) break;
  }
  if (!best) return undefined;
  const how = best.count === 0
    ? 'its engine files are exactly those of the site (no shared history needed)'
    : `its engine files are the closest to the site's (${best.count} ${best.count === 1 ? "differs" : "differ"}: your changes to the engine)`;
  return { commit: best.commit, how };
}
