/**
 * @jest-environment node
 */
// The scripts' flags (scripts/node/cliArgs.mjs): a flag without its value, a misspelled flag or an
// argument a command does not take stops it at once with the usage and exit 2, before it does
// anything; the real scripts are run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { cliArgs } from '@/scripts/node/cliArgs.mjs';

const root = path.join(__dirname, '../../../..');
// Each run starts Node and loads the script's modules: seconds on a busy two-core machine.
jest.setTimeout(60_000);

function run(script: string, ...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(root, script), ...args], { cwd: root, encoding: 'utf8' });
  return { status, stdout, stderr };
}

describe('a script given wrong flags', () => {
  const BUDGET = ['scripts/check/budget.mjs', 'Usage: npm run budget'] as const;
  const ENGINE = ['scripts/test/engine.mjs', 'Usage: npm run test:engine'] as const;
  const GITHUB = ['scripts/content/import-github.mjs', 'Usage: npm run import:github'] as const;
  it.each([
    ['npm run budget -- --dir', ...BUDGET, ['--dir'], /--dir <value>' argument missing/],
    ['npm run test:engine -- --only', ...ENGINE, ['--only'], /--only <value>' argument missing/],
    ['npm run test:engine -- --only ful', ...ENGINE, ['--only', 'ful'], /--only takes full, sparse, bilingual, paths, not "ful"/],
    ['npm run budget -- --updat', ...BUDGET, ['--updat'], /Unknown option '--updat'/],
    ['npm run budget -- out', ...BUDGET, ['out'], /Unexpected argument 'out'/],
    ['npm run import:github -- ada --limit two', ...GITHUB, ['ada', '--limit', 'two'], /--limit wants a whole number, not "two"/],
  ] as const)('%s prints what is wrong and the usage, and exits 2', (_, script, usage, args, problem) => {
    const { status, stdout, stderr } = run(script, ...args);
    expect({ status, stdout }).toEqual({ status: 2, stdout: '' });
    expect(stderr).toMatch(problem);
    expect(stderr).toContain(usage);
  });

  it('--help prints the usage, each flag with what it does, and exits 0', () => {
    const { status, stdout } = run('scripts/check/budget.mjs', '--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run budget -- \[options\]\n {2}--dir <folder> +the export to check/);
    expect(stdout).toMatch(/^ {2}--update +write the figures/m);
  });
});

describe('a command that hands what it does not know on to another tool', () => {
  it('keeps its own flags and hands on the rest in their order, values and all', () => {
    const args = ['tests/e2e/home.spec.ts', '--target', 'sparse', '--project=desktop', '-g', 'marks the current page'];
    const target = { type: 'string', help: 'the build under test' } as const;
    const { values, rest } = cliArgs('npm run test:e2e -- [options] [playwright test options]', { target }, { passOn: true, args });
    expect(values.target).toBe('sparse');
    expect(rest).toEqual(['tests/e2e/home.spec.ts', '--project=desktop', '-g', 'marks the current page']);
  });
});
