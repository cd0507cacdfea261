// Runs git for the owner's tools (new-site, the importers, the upgrade): output as text or bytes,
// a failure thrown with git's own message.
import { spawnSync } from 'node:child_process';

/** @typedef {{ input?: string | Buffer, env?: NodeJS.ProcessEnv }} GitOptions */
/**
 * @overload
 * @param {string} cwd
 * @param {string[]} args
 * @param {GitOptions & { encoding: 'buffer' }} options
 * @returns {Buffer}
 */
/**
 * @overload
 * @param {string} cwd
 * @param {string[]} args
 * @param {GitOptions & { encoding?: 'utf8' }} [options]
 * @returns {string}
 */
/**
 * Runs git in `cwd`; the output as text (or a Buffer with encoding 'buffer'), throwing on failure.
 * @param {string} cwd
 * @param {string[]} args
 * @param {GitOptions & { encoding?: 'utf8' | 'buffer' }} [options]
 * @returns {string | Buffer}
 */
export function git(cwd, args, { encoding = 'utf8', input, env } = {}) {
  const run = spawnSync('git', args, { cwd, encoding, input, env: env ?? process.env, maxBuffer: 1 << 30 });
  if (run.error) throw run.error;
  if (run.status !== 0) {
    const stderr = Buffer.isBuffer(run.stderr) ? run.stderr.toString('utf8') : run.stderr;
    throw new Error(`git ${args.join(' ')} failed in ${cwd}: ${stderr.trim()}`);
  }
  return run.stdout;
}
