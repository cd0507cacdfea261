// Runs a command with each line of its output prefixed by a label, so that two runs going on side
// by side (npm run test:engine) can be told apart in one log.
import { spawn } from 'node:child_process';

/**
 * Runs `command args` in `cwd` with `env` as its whole environment; every output line starts with
 * `[label] ` (no label: the output passes through as it is). Resolves with the exit status.
 */
export function runLabelled(command, args, { cwd, env, label }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label) {
      for (const [stream, sink] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) sink.write(`[${label}] ${line}\n`);
        });
        stream.on('end', () => rest && sink.write(`[${label}] ${rest}\n`));
      }
    }
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
}
