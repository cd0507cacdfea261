/**
 * @jest-environment node
 */
// Every workflow, every job, every step: actions run at the commit of a release (the version in a
// comment beside it), no checkout leaves the job's token in .git/config, every job says what it may
// do, and a job that may write runs none of the site's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
}

const folder = path.join(__dirname, '../../../.github/workflows');
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
const workflows = files.map((name) => {
  const text = readFileSync(path.join(folder, name), 'utf8');
  return { name, text, workflow: parse(text) as Workflow };
});
const everyJob = workflows.flatMap(({ name, workflow }) => Object.entries(workflow.jobs).map(([id, job]) => ({ where: `${name} ${id}`, job })));
const everyStep = everyJob.flatMap(({ where, job }) => (job.steps ?? []).map((step, i) => ({ where: `${where} step ${i + 1}`, step })));
/** Commands that run the site's own code (its scripts, its dependencies' install scripts). */
const RUNS_SITE_CODE = /\b(npm|npx|node|yarn|pnpm)\b/;

describe('the workflows', () => {
  it('are all read: the deploy and the upgrade workflow', () => {
    expect(files.sort()).toEqual(expect.arrayContaining(['deploy.yml', 'upgrade.yml']));
    expect(everyStep.length).toBeGreaterThan(10);
  });

  it('run every action at a full commit id, with its release version in a comment on the same line', () => {
    const actions = everyStep.filter(({ step }) => step.uses);
    expect(actions.length).toBeGreaterThan(0);
    for (const { where, step } of actions) expect([where, step.uses]).toEqual([where, expect.stringMatching(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/)]);
    for (const { name, text } of workflows) {
      for (const line of text.split('\n').filter((l) => /^\s*(-\s+)?uses:/.test(l))) {
        expect([name, line]).toEqual([name, expect.stringMatching(/@[0-9a-f]{40} # v\d+(\.\d+){0,2}$/)]);
      }
    }
  });

  it('check out without leaving the token in .git/config', () => {
    const checkouts = everyStep.filter(({ step }) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThanOrEqual(3);
    for (const { where, step } of checkouts) expect([where, step.with?.['persist-credentials']]).toEqual([where, false]);
  });

  it('read by default, and every job names its own permissions', () => {
    for (const { name, workflow } of workflows) expect([name, workflow.permissions]).toEqual([name, { contents: 'read' }]);
    for (const { where, job } of everyJob) expect([where, typeof job.permissions]).toEqual([where, 'object']);
  });

  it('give write permissions only to jobs that run none of the site\'s code', () => {
    const writing = everyJob.filter(({ job }) => Object.values(job.permissions ?? {}).includes('write'));
    expect(writing.map(({ where }) => where).sort()).toEqual(['deploy.yml deploy', 'upgrade.yml pull-request']);
    for (const { where, job } of writing) {
      for (const step of job.steps ?? []) expect([where, RUNS_SITE_CODE.test(step.run ?? '')]).toEqual([where, false]);
    }
  });
});
