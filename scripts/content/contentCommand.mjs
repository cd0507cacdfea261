// What every command that rewrites the owner's content (new-site and the importers) shares: its
// options, how it stops, never over work git does not have yet, never without asking first, and
// the content check after.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { uncommittedChanges } from '../node/uncommittedChanges.mjs';

export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The flags every content command takes (../node/cliArgs.mjs); --dir defaults to the engine's own folder. */
export const CONTENT_FLAGS = {
  yes: { type: 'boolean', short: 'y', help: 'do not ask before writing' },
  force: { type: 'boolean', help: 'run even when content/ has changes git has not recorded (or is not in git)' },
  dir: { type: 'string', value: 'folder', help: 'the site folder whose content/ is written (default: this one)' },
};

/** A path as short as it can be shown: relative to where the command runs when inside it. */
export function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative || '.';
}

/**
 * Stops unless content/ of `dir` is all committed (or `force`); `command` names the command in the
 * message. `writes` are the paths under `dir` the command will write or delete: a git-ignored file
 * among them is work it would lose, so it counts (uncommittedChanges).
 */
export function refuseOverUncommitted(dir, { force, command, writes = [] }) {
  if (force) return;
  let changes;
  try {
    changes = uncommittedChanges(dir, ['content'], { writes });
  } catch {
    fail(`${shown(dir)} is not in a git repository, so ${command} cannot tell whether content/ holds work that\n` +
      'exists nowhere else. Run it again with --force to write the content anyway.');
  }
  if (changes.length) {
    fail(`content/ has changes that are not committed:\n${changes.map((line) => `    ${line}`).join('\n')}\n` +
      'Commit them (or discard them) first, so nothing is lost, or run again with --force.');
  }
}

/** Asks `question` unless `yes`; stops unless the answer is "yes" (and without a terminal to ask in). */
export async function confirmOrStop(question, { yes, why }) {
  if (yes) return;
  if (!process.stdin.isTTY) fail(`${why} Run it in a terminal to confirm, or with --yes.`);
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${question} Type "yes" to go on: `);
  prompt.close();
  if (answer.trim().toLowerCase() !== 'yes') fail('Nothing changed.');
}

/** Runs the build's content check on `contentDir`; true when it finds no problem. */
export function checkContentOf(engineRoot, dir, contentDir) {
  const check = spawnSync(process.execPath, [path.join(engineRoot, 'scripts/build/check-content.mjs')], {
    cwd: dir,
    env: { ...process.env, CONTENT_DIR: contentDir },
    stdio: 'inherit',
  });
  return check.status === 0;
}
