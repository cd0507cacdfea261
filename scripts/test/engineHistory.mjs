// Whether this repository's history is the engine's, which the owner path "upgrade from the
// previous release" (./upgrade-path.mjs) needs: the engine's CI runs it on a fresh clone, and the
// same `npm test` in an owner's site (a history of its own) says in one line why it does not.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @param {string} cwd @param {string[]} args */
const git = (cwd, args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A path that can't run in this checkout: said in one line, not a failure. */
export class NotRunHere extends Error {}

/**
 * The engine's first commit. A repository whose history holds it is the engine's own (or a fork
 * that keeps its history), where the previous release must be found; any other repository is an
 * owner's site with a history of its own.
 */
export const ENGINE_FIRST_COMMIT = '47a595851e0217ce2d99de51e5af85aa679eb4ea';

const ON_ENGINE = "this path checks the engine's own upgrade and runs in the engine's repository (its CI)";

/**
 * Returns when `root`'s history is the engine's and holds `previous` (a commit) below HEAD; throws
 * NotRunHere, in one line, where it cannot be (no git, a shallow clone, a site with a history of
 * its own, a site upgraded by npm run upgrade, whose engine came from another repository), and an
 * Error where it should be and is not (the engine's own history without it: a mistake of PREVIOUS).
 * @param {string} root
 * @param {{ version: string, commit: string }} previous
 * @param {string} firstCommit
 */
export function checkHistory(root, previous, firstCommit) {
  const wanted = `the previous release ${previous.version} (commit ${previous.commit.slice(0, 7)})`;
  let shallow;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
  } catch {
    throw new NotRunHere(`${wanted} is not in this folder, which is not a git repository: ${ON_ENGINE}.`);
  }
  if (shallow) throw new NotRunHere(`${wanted} is not in this shallow clone (git fetch --unshallow brings it): ${ON_ENGINE}.`);
  const recorded = existsSync(path.join(root, 'engine.json')) && JSON.parse(readFileSync(path.join(root, 'engine.json'), 'utf8')).commit;
  if (typeof recorded === 'string') {
    throw new NotRunHere(`this site was upgraded by npm run upgrade (engine.json records engine commit ${recorded.slice(0, 7)}), so its history is not the engine's: ${ON_ENGINE}.`);
  }
  /** @param {string} commit */
  const holds = (commit) => {
    try {
      git(root, ['merge-base', '--is-ancestor', commit, 'HEAD']);
      return true;
    } catch {
      return false;
    }
  };
  if (holds(previous.commit)) return;
  if (holds(firstCommit)) throw new Error(`${wanted} is not in this repository's history, which is the engine's: point PREVIOUS in scripts/test/upgrade-path.mjs at its last commit.`);
  throw new NotRunHere(`${wanted} is not in this repository's history, which is a site's own (made from a download or a template): ${ON_ENGINE}.`);
}

