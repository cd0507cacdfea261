/**
 * @jest-environment node
 */
// The scheduled upgrade workflow stays off until the owner turns it on, runs only on its schedule
// or by hand, runs the upgrade in a job that can only read, and opens the pull request from a job
// that runs nothing of the site, with a text no line of the report can break out of.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse } from 'yaml';
import { git, makeEngine, makeSite } from '../scripts/upgrade/upgradeRepos';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { if?: string; needs?: string; permissions?: Record<string, string>; steps?: Step[] }>;
}

const workflow = parse(readFileSync(path.join(__dirname, '../../../.github/workflows/upgrade.yml'), 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps ?? []);

/** Runs the step that writes the pull request's text on `report`, as the runner does (bash -e, pipefail). */
function pullRequestText(report: string) {
  const temp = mkdtempSync(path.join(tmpdir(), 'runner-'));
  writeFileSync(path.join(temp, 'upgrade-report.txt'), report);
  const step = steps.find((s) => s.name === "Write the pull request's text")!;
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', `mkdir -p "$RUNNER_TEMP/upgrade"\n${step.run}`], {
    env: { ...process.env, RUNNER_TEMP: temp },
    encoding: 'utf8',
  });
  expect([run.status, run.stderr]).toEqual([0, '']);
  return readFileSync(path.join(temp, 'upgrade', 'pull-request.md'), 'utf8');
}

/**
 * Runs the workflow's Upgrade step in `site`, as the runner does (bash, no terminal), with `npm`
 * standing for the site's scripts: `npm run upgrade` is this checkout's upgrade, `npm install`
 * does nothing (no network here). Answers the step's exit code, its outputs and its report.
 */
function upgradeStep(site: string, engine: string) {
  const temp = mkdtempSync(path.join(tmpdir(), 'runner-'));
  const npm = path.join(temp, 'npm');
  const upgradeScript = path.join(__dirname, '../../../scripts/upgrade/upgrade.mjs');
  writeFileSync(npm, `#!/bin/sh
if [ "$1" = run ] && [ "$3" = upgrade ]; then shift 4; exec "${process.execPath}" "${upgradeScript}" "$@"; fi
if [ "$1" = install ]; then exit 0; fi
echo "unexpected: npm $*" >&2; exit 1
`);
  chmodSync(npm, 0o755);
  const step = steps.find((s) => s.name === 'Upgrade')!;
  const output = path.join(temp, 'output');
  writeFileSync(output, '');
  const run = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
    cwd: site,
    env: { ...process.env, PATH: `${temp}:${process.env.PATH}`, RUNNER_TEMP: temp, GITHUB_OUTPUT: output, GITHUB_SHA: git(site, 'rev-parse', 'HEAD'), ENGINE_REPOSITORY: engine },
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return { status: run.status, outputs: readFileSync(output, 'utf8'), report: readFileSync(path.join(temp, 'upgrade-report.txt'), 'utf8'), bundle: existsSync(path.join(temp, 'upgrade/upgrade.bundle')) };
}

describe('upgrade.yml', () => {
  it('runs only on a schedule or by hand, never on a push or a pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
  });

  it('does nothing until the owner sets the ENABLE_UPGRADE variable to true', () => {
    expect(workflow.jobs.upgrade?.if?.replace(/\s+/g, ' ')).toBe("vars.ENABLE_UPGRADE == 'true'");
    expect(workflow.jobs['pull-request']?.needs).toBe('upgrade');
  });

  it('runs the upgrade in a job that can only read; the pull request job runs the action, not the site', () => {
    const upgrading = jobs.filter((job) => (job.steps ?? []).some((step) => /npm run (--silent )?upgrade\b/.test(step.run ?? '')));
    expect(upgrading.map((job) => job.permissions)).toEqual([{ contents: 'read' }]);
    const opening = jobs.filter((job) => (job.steps ?? []).some((step) => step.uses?.startsWith('peter-evans/create-pull-request@')));
    expect(opening.map((job) => job.permissions)).toEqual([{ contents: 'write', 'pull-requests': 'write' }]);
  });

  it('upgrades without a terminal when a content migration changed code, its diff in the report for the pull request', () => {
    const engine = makeEngine();
    const site = makeSite(engine, 'download');
    const step = upgradeStep(site, engine.dir);
    expect([step.status, step.outputs]).toEqual([0, 'upgraded=true\n']);
    expect(step.bundle).toBe(true);
    expect(step.report).toMatch(/changed code in your content[^]*\+\+\+ content\/interface\.ts[^]*--yes: going on/);
  }, 60_000);

  it.each([
    ['a plain report', 'Engine: x\n  lib/a.ts\n'],
    ['a report without a final new line', 'Engine: x\n```'],
    ['a CHANGELOG line with a fence and Markdown after it', '- fixed\n```\n# Merge me\n[click](https://evil.example)\n```text\n'],
    ['a longer run of backticks', 'a ````` b\n``````\n<img src=x onerror=alert(1)>\n'],
  ])('puts the whole report in one code block, whatever it holds: %s', (_, report) => {
    const tree = unified().use(remarkParse).parse(pullRequestText(report));
    expect(tree.children.map((node) => node.type)).toEqual(['paragraph', 'code']);
    const code = tree.children[1] as { value: string };
    expect(code.value).toBe(report.replace(/\n$/, ''));
  });
});
