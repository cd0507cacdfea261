/**
 * @jest-environment node
 */
// A migration past its time limit is killed, whatever it does about signals: SIGKILL to its whole
// process group, which no code can trap, and the upgrade names it. Real child processes that
// ignore SIGTERM (what a plain timeout sends, and what left the upgrade waiting for ever).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInGroup, runSandboxed } from '@/scripts/upgrade/sandbox.mjs';
import { tempDir } from './upgradeRepos';

// Generous: a migration must have started (and trapped SIGTERM) before the limit, on a busy machine too.
const LIMIT_MS = 3000;
const SLOW = 60_000;

/** Whether process `pid` still runs (a zombie, dead and waiting to be reaped, does not). */
function running(pid: number) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
}

/** Code that ignores SIGTERM, writes its pid to `file` once it does, and runs for ever. */
const stubborn = (file: string) => `process.on('SIGTERM', () => {});
require('node:fs').writeFileSync(${JSON.stringify(file)}, String(process.pid));
setInterval(() => {}, 1000);
`;

describe('a migration past its time', () => {
  it('is killed although it ignores SIGTERM, and named', async () => {
    const engineDir = tempDir('engine');
    const stageDir = tempDir('stage');
    const contentDir = path.join(stageDir, 'content');
    mkdirSync(contentDir);
    const file = 'scripts/upgrade/migrations/003-stubborn.mjs';
    mkdirSync(path.dirname(path.join(engineDir, file)), { recursive: true });
    const pidFile = path.join(contentDir, 'pid');
    writeFileSync(
      path.join(engineDir, file),
      `import { writeFileSync } from 'node:fs';
export const summary = 'never ends';
export function migrate(dir) {
  process.on('SIGTERM', () => {});
  writeFileSync(dir + '/pid', String(process.pid));
  return new Promise(() => setInterval(() => {}, 1000));
}
`,
    );
    const run = runSandboxed({ name: '003-stubborn', file, engineDir, tools: engineDir, stageDir, contentDir, timeLimitMs: LIMIT_MS });
    await expect(run).rejects.toThrow('migration 003-stubborn ran longer than its limit of 3 seconds and was killed (SIGKILL, with every process it started)');
    // It had started and trapped SIGTERM before the limit, and it is gone.
    expect(running(Number(readFileSync(pidFile, 'utf8')))).toBe(false);
  }, SLOW);

  it('takes every process it started with it (its whole process group)', async () => {
    const dir = tempDir('group');
    const [child, grandchild] = [path.join(dir, 'child.pid'), path.join(dir, 'grandchild.pid')];
    const script = `const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', ${JSON.stringify(stubborn(grandchild))}], { stdio: 'inherit' });
${stubborn(child)}`;
    const result = await runInGroup(process.execPath, ['-e', script], { cwd: dir, env: {}, timeLimitMs: LIMIT_MS });
    expect(result).toMatchObject({ timedOut: true, signal: 'SIGKILL' });
    for (const file of [child, grandchild]) expect([file, running(Number(readFileSync(file, 'utf8')))]).toEqual([file, false]);
  }, SLOW);
});
