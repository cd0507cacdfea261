/**
 * @jest-environment node
 */
// The scheduled upgrade workflow stays off until the owner turns it on, runs only on its schedule
// or by hand, runs the upgrade, and opens a pull request through an action pinned to a commit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface Step {
  run?: string;
  uses?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { if?: string; steps?: Step[] }>;
}

const workflow = parse(readFileSync(path.join(__dirname, '../../.github/workflows/upgrade.yml'), 'utf8')) as Workflow;
const jobs = Object.values(workflow.jobs);
const steps = jobs.flatMap((job) => job.steps ?? []);

describe('upgrade.yml', () => {
  it('runs only on a schedule or by hand, never on a push or a pull request', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
  });

  it('does nothing until the owner sets the ENABLE_UPGRADE variable to true', () => {
    for (const job of jobs) expect(job.if?.replace(/\s+/g, ' ')).toBe("vars.ENABLE_UPGRADE == 'true'");
  });

  it('reads only by default, runs the upgrade and opens the pull request with an action pinned to a commit', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(steps.some((step) => /npm run (--silent )?upgrade\b/.test(step.run ?? ''))).toBe(true);
    const actions = steps.map((step) => step.uses).filter((uses): uses is string => Boolean(uses));
    const pullRequest = actions.find((uses) => uses.startsWith('peter-evans/create-pull-request@'));
    expect(pullRequest).toMatch(/@[0-9a-f]{40}$/);
  });
});
