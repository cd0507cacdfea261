// What the content migrations changed in files that are code. The owner's content is TypeScript:
// a migration runs sandboxed, but what it writes into content/site.ts runs later, in the gate and
// every build, with the owner's environment. So before `npm install` and the gate, the upgrade
// shows those changes as a diff and goes on only when the owner says so: at a prompt in a
// terminal, or with --yes (the scheduled workflow, whose pull request shows the same diff).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { visible } from '../node/terminalText.mjs';
import { fail } from './options.mjs';

/** Files that run as code when the site is checked or built. */
const CODE = /\.[cm]?[jt]sx?$/;
/** The diff lines shown of one file: a migration could write far more than any terminal shows. */
const SHOWN_LINES = 400;

/**
 * The changes to code files among `changes` ([{ file, before, after }], Buffers or undefined).
 * @param {{ file: string, before?: Buffer, after?: Buffer }[]} changes
 */
export const codeChanges = (changes) => changes.filter(({ file }) => CODE.test(file));

/** The unified diff of each change, with control characters made visible; `tmp` holds the copies. */
export function diffText(changes, tmp) {
  const dir = mkdtempSync(path.join(tmp, 'review-'));
  try {
    return changes
      .map(({ file, before, after }, i) => {
        const side = (name, data) => {
          if (data === undefined) return '/dev/null';
          const at = path.join(dir, `${i}-${name}`);
          writeFileSync(at, data);
          return at;
        };
        const run = spawnSync('git', ['diff', '--no-index', '--no-color', '--no-ext-diff', '--text', '--', side('before', before), side('after', after)], { encoding: 'utf8', maxBuffer: 1 << 28 });
        // git's own header names the temporary copies: the hunks only, under a header naming the file.
        const lines = run.stdout.split('\n');
        const first = lines.findIndex((line) => line.startsWith('@@'));
        const body = first >= 0 ? lines.slice(first) : [];
        const shown = body.length > SHOWN_LINES ? [...body.slice(0, SHOWN_LINES), `… ${body.length - SHOWN_LINES} more lines of this file not shown`] : body;
        const header = [`--- ${file}${before === undefined ? ' (new)' : ''}`, `+++ ${file}${after === undefined ? ' (removed)' : ''}`];
        return visible([...header, ...shown].join('\n').trimEnd());
      })
      .join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The command line that runs this upgrade again with `extra`, quoted for a POSIX shell. */
export function againWith(args, extra) {
  const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, "'\\''")}'`);
  return `npm run upgrade -- ${[...args, extra].map(quote).join(' ')}`;
}

/** Asks the owner in the terminal; true for "y" or "yes". */
export async function ownerSaysYes(question) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^\s*y(es)?\s*$/i.test(await prompt.question(question));
  } finally {
    prompt.close();
  }
}

/**
 * Shows the code the migrations changed; when npm install or the gate would run it next, goes on
 * only with --yes or the owner's "yes" at the terminal, else stops with nothing changed.
 */
export async function reviewCode(changes, options, tmp) {
  const code = codeChanges(changes);
  if (!code.length) return;
  console.log(`\nThe content migrations changed code in your content: it runs in the gate and in every build, with your environment.\n${diffText(code, tmp)}`);
  if (!options.install && !options.gate) {
    console.log('\nRead it before you build the site (git show, after the commit below).');
    return;
  }
  if (options.yes) {
    console.log('\n--yes: going on.');
    return;
  }
  const next = [options.install && 'npm install', options.gate && 'the gate'].filter(Boolean).join(' and ');
  if (process.stdin.isTTY && (await ownerSaysYes(`\nGo on with these changes (then ${next})? [y/N] `))) return;
  fail(`\nStopped before ${next}: nothing was changed.\n` +
    (process.stdin.isTTY
      ? 'To make them later, run the upgrade again; to accept them without the question:\n'
      : 'Read the changes above, then run the upgrade in a terminal to answer, or accept them with --yes:\n') +
    `  ${againWith(options.args, '--yes')}`);
}
