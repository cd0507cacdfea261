// A throw-away site folder for the importers' tests: the sparse test owner's content (a fixture, never
// content/), an empty public/, committed in a git repository of its own as an owner would have it.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.join(__dirname, '../../..');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function makeSite(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(path.join(root, 'tests/fixtures/sparse-owner'), path.join(dir, 'content'), { recursive: true });
  mkdirSync(path.join(dir, 'public'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.org', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'an owner');
  return {
    dir,
    at: (file: string) => path.join(dir, file),
    git,
    /** Back to the committed content, nothing else left behind. */
    reset: () => {
      git('checkout', '-q', '--', '.');
      git('clean', '-qfd');
    },
  };
}

/** Runs a script of the repository without blocking this process (a stub server may need to answer). */
export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, script), ...args], { cwd: root, env: { ...process.env, CONTENT_DIR: '', ...env } }, (error, stdout, stderr) => {
      resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** The content of a site folder as the build loads it, checked and parsed. */
export async function loadSiteContent(contentDir: string) {
  const run = await runScript('scripts/node/print-content.mjs', [], { CONTENT_DIR: contentDir });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}
