// One content migration run in a child process the owner's machine can trust: Node's permission
// model lets it read the staged engine, its packages and the content it works on and write only
// that content; it gets an empty environment (no token to read), a bounded heap, and a time limit
// after which its whole process group is killed with SIGKILL, which no code can catch or ignore
// (a plain timeout sends SIGTERM, which a migration may trap and so hang the upgrade for ever).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { visibleLine } from '../node/terminalText.mjs';

const runner = fileURLToPath(new URL('./runMigration.mjs', import.meta.url));
/** How long one migration may run: they rewrite a few small files, in well under a second. */
export const MIGRATION_TIME_LIMIT_MS = 120_000;
/** Its heap, in megabytes: a content file is a few kilobytes. */
const HEAP_MB = 1024;
/** How much of its error output is kept to name what went wrong. */
const KEPT_OUTPUT = 64 * 1024;

/**
 * Runs `command` in a process group of its own; after `timeLimitMs` the whole group gets SIGKILL.
 * If this process is interrupted meanwhile, the group is killed first, so nothing it started
 * outlives the upgrade. Resolves with { status, signal, output (the end of its stderr), timedOut }.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: Record<string, string>, timeLimitMs: number }} options
 * @returns {Promise<{ status: number | null, signal: NodeJS.Signals | null, output: string, timedOut: boolean }>}
 */
export function runInGroup(command, args, { cwd, env, timeLimitMs }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: /** @type {NodeJS.ProcessEnv} */ (env), detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    let timedOut = false;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already ended.
      }
    };
    /** @param {NodeJS.Signals} signal */
    const onSignal = (signal) => {
      killGroup();
      release();
      process.kill(process.pid, signal);
    };
    /** @type {NodeJS.Signals[]} */
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    const release = () => {
      clearTimeout(timer);
      process.off('exit', killGroup);
      for (const signal of signals) process.off(signal, onSignal);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeLimitMs);
    process.on('exit', killGroup);
    for (const signal of signals) process.on(signal, onSignal);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (/** @type {string} */ chunk) => {
      output = (output + chunk).slice(-KEPT_OUTPUT);
    });
    child.on('error', (error) => {
      release();
      reject(error);
    });
    // Whatever the child left running in its group is killed with it; the pipe then closes, since
    // no process of the group is left to hold it.
    child.on('exit', killGroup);
    child.on('close', (status, signal) => {
      release();
      resolve({ status, signal, output, timedOut });
    });
  });
}

/**
 * Runs the migration `file` (a path inside `engineDir`) on `contentDir` sandboxed; throws an Error
 * naming it (`name`) when it fails, reaches outside its copy or runs past `timeLimitMs`.
 * @param {{ name: string, file: string, engineDir: string, tools: string, stageDir: string, contentDir: string, timeLimitMs?: number }} input
 */
export async function runSandboxed({ name, file, engineDir, tools, stageDir, contentDir, timeLimitMs = MIGRATION_TIME_LIMIT_MS }) {
  const run = await runInGroup(process.execPath, [
    '--permission',
    `--allow-fs-read=${engineDir}`, `--allow-fs-read=${tools}`, `--allow-fs-read=${stageDir}`, `--allow-fs-read=${runner}`,
    `--allow-fs-write=${contentDir}`,
    `--max-old-space-size=${HEAP_MB}`,
    runner, path.join(engineDir, file), contentDir,
  ], { cwd: stageDir, env: {}, timeLimitMs });
  if (run.timedOut) {
    const seconds = Math.max(1, Math.round(timeLimitMs / 1000));
    throw new Error(`migration ${name} ran longer than its limit of ${seconds} second${seconds === 1 ? '' : 's'} and was killed (SIGKILL, with every process it started)`);
  }
  if (run.status === 0) return;
  const { output } = run;
  const denied = /ERR_ACCESS_DENIED|Access to this API has been restricted/.test(output);
  const lines = output.split('\n').map((line) => line.trim());
  const last = lines.filter((line) => /^\w*Error\b|Error:/.test(line)).pop() ?? lines.filter(Boolean).pop() ?? '';
  const ended = run.signal ? ` (ended by ${run.signal})` : '';
  throw new Error(`migration ${name} ${denied ? 'tried to reach outside its copy of content/ (it may write only there), and was stopped' : 'failed'}${ended}: ${visibleLine(last)}`);
}
