/**
 * @jest-environment node
 */
// The Pages workflow publishes only what passed the tests, and only its publishing job may write.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  permissions?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

// js-yaml is already installed (a dependency of the test tooling); only this test reads YAML.
const yaml = jest.requireActual<{ safeLoad(text: string): unknown }>('js-yaml');
const workflow = yaml.safeLoad(readFileSync(path.join(__dirname, '../../../.github/workflows/deploy.yml'), 'utf8')) as Workflow;
const jobs = Object.entries(workflow.jobs);
const runs = (job: Job) => (job.steps ?? []).map((step) => step.run ?? '').join('\n');
const publishing = jobs.filter(([, job]) => (job.steps ?? []).some((step) => step.uses?.startsWith('actions/deploy-pages')));
const needsOf = (job: Job) => [job.needs ?? []].flat();

describe('deploy.yml', () => {
  it("has a job that runs the owner's gate (typecheck, lint, build, checks and smoke tests, as package.json names them)", () => {
    const testing = jobs.filter(([, job]) => /^\s*npm run gate\s*$/m.test(runs(job)));
    expect(testing.length).toBeGreaterThan(0);
    const gate = JSON.parse(readFileSync(path.join(__dirname, '../../../package.json'), 'utf8')).scripts.gate as string;
    for (const step of ['check:content', 'typecheck', 'lint', 'build', 'check', 'test:smoke']) {
      expect([step, new RegExp(`npm run ${step}(?![:\\w])`).test(gate)]).toEqual([step, true]);
    }
  });

  it('publishes only after the test job and the build passed', () => {
    expect(publishing).toHaveLength(1);
    const [, deploy] = publishing[0]!;
    const testJobs = jobs.filter(([, job]) => /^\s*npm run gate\s*$/m.test(runs(job))).map(([name]) => name);
    expect(testJobs.length).toBeGreaterThan(0);
    expect(needsOf(deploy)).toEqual(expect.arrayContaining(testJobs));
    const built = jobs.filter(([, job]) => (job.steps ?? []).some((step) => step.uses?.startsWith('actions/upload-pages-artifact')));
    expect(needsOf(deploy)).toEqual(expect.arrayContaining(built.map(([name]) => name)));
  });

  it('grants pages: write and id-token: write to the publishing job only; everything else reads', () => {
    const writes = (permissions: Record<string, string> = {}) => Object.entries(permissions).filter(([, level]) => level === 'write').map(([name]) => name);
    expect(writes(workflow.permissions)).toEqual([]);
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of jobs) {
      const expected = publishing.some(([deployName]) => deployName === name) ? ['pages', 'id-token'] : [];
      expect([name, writes(job.permissions).sort()]).toEqual([name, expected.sort()]);
    }
  });

  it('passes the GitHub token to the build, so the pages carry repository stats, and checks it is in no published file', () => {
    const [, build] = jobs.find(([, job]) => (job.steps ?? []).some((step) => step.uses?.startsWith('actions/upload-pages-artifact')))!;
    const buildStep = build.steps!.find((step) => step.run === 'npm run build');
    expect(buildStep?.env?.GITHUB_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
    expect(runs(build)).toMatch(/grep -rqF -- "\$GITHUB_TOKEN" out/);
  });
});
