// The owner path "upgrade from the previous release" (./owner-path-steps.mjs lists it): a site as an
// owner had it at the engine's previous release (that release's files from this repository's
// history, as its download gave them, with the owner's edit, committed in git of its own), upgraded
// by docs/upgrade.md's steps to the commit this repository is at. The owner's edit must be kept and
// every engine file must be that commit's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docSays } from './doc-steps.mjs';
import { run } from './owner-path-steps.mjs';
import { isEngineFile } from '../upgrade/fileOwner.mjs';
import { checkHistory, ENGINE_FIRST_COMMIT } from './engineHistory.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The previous release and its last commit on main, named here because engine.json says a version,
 * not the commit its release ended at: the commit before the first change CHANGELOG.md lists under
 * the next version. At the next release, point this at the last commit of the release before it.
 */
export const PREVIOUS = { version: '1.1.0', commit: '2842766e7c9a5f389827975fd4d309b3e71ac262' };

const OWNER_NAME = 'Saoirse Ní Bhraonáin';
const identity = { GIT_AUTHOR_NAME: 'Owner', GIT_AUTHOR_EMAIL: 'owner@example.org', GIT_COMMITTER_NAME: 'Owner', GIT_COMMITTER_EMAIL: 'owner@example.org' };
const git = (cwd, args, options = {}) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, ...identity }, stdio: ['pipe', 'pipe', 'pipe'], ...options });

/** Throws, in one line, unless PREVIOUS is the release before the current one and this repository's history holds it. */
function checkPrevious() {
  const versions = [...readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8').matchAll(/^## (\d+\.\d+\.\d+)\s*$/gm)].map((match) => match[1]);
  if (versions[1] !== PREVIOUS.version) {
    throw new Error(`CHANGELOG.md's release before ${versions[0]} is ${versions[1]}, but this path upgrades from ${PREVIOUS.version}: point PREVIOUS in scripts/test/upgrade-path.mjs at ${versions[1]}'s last commit.`);
  }
  checkHistory(root, PREVIOUS, ENGINE_FIRST_COMMIT);
}

/** The site at the previous release, as its download gave it, with the owner's name in it; each step committed. */
export function makeSite(site) {
  checkPrevious();
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  execFileSync('tar', ['-x', '-C', site], { input: git(root, ['archive', '--format=tar', PREVIOUS.commit], { encoding: 'buffer', maxBuffer: 1 << 30 }) });
  const recorded = existsSync(path.join(site, 'engine.json')) && JSON.parse(readFileSync(path.join(site, 'engine.json'), 'utf8')).version;
  if (recorded && recorded !== PREVIOUS.version) throw new Error(`commit ${PREVIOUS.commit.slice(0, 7)} is engine ${recorded}, not ${PREVIOUS.version}.`);
  git(site, ['init', '-q']);
  git(site, ['add', '-A']);
  git(site, ['commit', '-q', '-m', 'my site, from the download']);
  const profile = path.join(site, 'content/profile.ts');
  const before = readFileSync(profile, 'utf8');
  const after = before.replace(/name: '[^']*'/, `name: '${OWNER_NAME}'`).replace(/initials: '[^']*'/, "initials: 'SN'");
  if (after === before) throw new Error(`content/profile.ts of ${PREVIOUS.version}: the edit changed nothing`);
  writeFileSync(profile, after);
  git(site, ['commit', '-q', '-a', '-m', 'my name']);
  return site;
}

/** Files of a commit: Map path → blob id. */
const treeOf = (dir, commit) =>
  new Map(git(dir, ['ls-tree', '-r', '-z', '--full-tree', commit]).split('\0').filter(Boolean).map((line) => [line.slice(line.indexOf('\t') + 1), line.split(/\s/)[2]]));

export const upgradeFromThePreviousRelease = {
  make: makeSite,
  steps: async (site) => {
    // The site's own `npm run upgrade` (the previous release's), from this repository; the packages
    // it needs are those of this checkout, above the site's folder.
    docSays('docs/upgrade.md', 'npm run upgrade # the upgrade, committed, then npm install and your gate');
    for (const option of ['`--from <git URL or folder>`', '`--to <branch, tag or commit>`', '`--no-install`', '`--no-gate`']) docSays('docs/upgrade.md', option);
    const script = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8')).scripts?.upgrade ?? '';
    const [, file] = /^node ([\w./-]+\.mjs)$/.exec(script) ?? [];
    if (!file) throw new Error(`the previous release's package.json runs no script file for npm run upgrade ("${script}")`);
    const head = git(root, ['rev-parse', 'HEAD']).trim();
    // The committed engine: the upgrade takes commits, so uncommitted changes here are not in it.
    const args = ['--from', root, '--to', head, '--no-install', '--no-gate'];
    const printed = await run(site, path.relative(root, path.join(site, file)), args, identity);
    const { version } = JSON.parse(readFileSync(path.join(root, 'engine.json'), 'utf8'));
    if (!printed.includes(`to ${version}.`)) throw new Error(`the upgrade did not say it upgraded to ${version}:\n${printed}`);
    if (git(site, ['status', '--porcelain']).trim()) throw new Error('the upgrade left changes uncommitted');
    const engine = JSON.parse(readFileSync(path.join(site, 'engine.json'), 'utf8'));
    if (engine.version !== version || engine.commit !== head) throw new Error(`engine.json records ${JSON.stringify(engine)}, not version ${version} at ${head}`);
    // Every engine file is the new engine's (engine.json aside: it records the commit too).
    const [mine, theirs] = [treeOf(site, 'HEAD'), treeOf(root, head)];
    const differ = [...new Set([...mine.keys(), ...theirs.keys()])].filter((file) => isEngineFile(file) && file !== 'engine.json' && mine.get(file) !== theirs.get(file));
    if (differ.length) throw new Error(`engine files not the new engine's: ${differ.slice(0, 10).join(', ')}${differ.length > 10 ? ` and ${differ.length - 10} more` : ''}`);
  },
  result: (content) => content.profile.name === OWNER_NAME || `the name is ${content.profile.name}`,
};
