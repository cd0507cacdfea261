import path from 'node:path';
import { projects } from '@/content/projects';
import { findContentProblems, validateProjects } from '@/lib/contentSchema';
import type { Project } from '@/lib/types';

const publicDir = path.join(__dirname, '../../public');
const base = projects.find((p) => p.id === 'stockscope') as Project;

function problemsWith(patch: Partial<Record<keyof Project, unknown>>, others: unknown[] = []): string[] {
  return findContentProblems([{ ...base, ...patch }, ...others], publicDir);
}

describe('the shipped content', () => {
  it('passes validation, including every referenced image', () => {
    expect(findContentProblems(projects, publicDir)).toEqual([]);
  });

  it('has the five projects the spec describes, with their categories, flags, statuses and dates', () => {
    const byId = new Map(projects.map((p) => [p.id, p]));
    const expected: Array<[string, string, boolean, string, string, string | undefined]> = [
      ['algo-trading-platform', 'ml', true, 'in-progress', '2025-07', undefined],
      ['stockscope', 'web', false, 'completed', '2025-02', '2025-06'],
      ['library-management', 'web', false, 'completed', '2025-01', '2025-05'],
      ['portfolio-website', 'web', false, 'maintained', '2024-12', undefined],
      ['bare-metal-hypervisor', 'infrastructure', true, 'maintained', '2025-09', undefined],
    ];
    for (const [id, category, featured, status, start, end] of expected) {
      const project = byId.get(id);
      expect(project).toBeDefined();
      expect([project?.category, project?.featured, project?.status, project?.startDate, project?.endDate]).toEqual([
        category,
        featured,
        status,
        start,
        end,
      ]);
    }
  });
});

describe('content validation names the project, the field and the bad value', () => {
  it('rejects a malformed date', () => {
    expect(problemsWith({ startDate: '2025-13' })).toEqual([
      'Project "stockscope": field "startDate" must be a year and month written YYYY-MM (e.g. 2025-07) (got "2025-13")',
    ]);
  });

  it('rejects an end date that is not after the start date', () => {
    expect(problemsWith({ endDate: '2025-02' })).toEqual([
      'Project "stockscope": field "endDate" must be after startDate 2025-02 (got "2025-02")',
    ]);
  });

  it('rejects duplicate ids', () => {
    expect(problemsWith({}, [base])).toEqual([
      'Project "stockscope": field "id" is used by another project; ids must be unique (got "stockscope")',
    ]);
  });

  it('rejects unknown category, status, icon and tech category names', () => {
    const problems = problemsWith({
      category: 'games',
      status: 'abandoned',
      metrics: [{ icon: 'rocket', value: '1', label: 'x' }],
      techStack: [{ name: 'Go', category: 'systems', proficiency: 50 }],
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toMatch(/^Project "stockscope": field "category" .* \(got "games"\)$/);
    expect(problems.join('\n')).toMatch(/field "status" .*\(got "abandoned"\)/);
    expect(problems.join('\n')).toMatch(/field "metrics\[0\]\.icon" .*\(got "rocket"\)/);
    expect(problems.join('\n')).toMatch(/field "techStack\[0\]\.category" .*\(got "systems"\)/);
  });

  it('rejects challenges and solutions of different lengths', () => {
    expect(problemsWith({ solutions: ['only one'] })).toEqual([
      `Project "stockscope": field "solutions" must have one solution per challenge (${base.challenges.length} challenges, 1 solutions) (got 1)`,
    ]);
  });

  it('rejects repository URLs that are not of the owner/repo form', () => {
    for (const github of ['https://github.com/only-owner', 'https://gitlab.com/a/b', 'github.com/a/b']) {
      expect(problemsWith({ github })).toEqual([
        `Project "stockscope": field "github" must be a repository address of the form https://github.com/{owner}/{repo} (got "${github}")`,
      ]);
    }
  });

  it('rejects images that are not in public/', () => {
    expect(problemsWith({ images: ['/images/missing.webp'] })).toEqual([
      'Project "stockscope": field "images[0]" names a file that is not in public/ (got "/images/missing.webp")',
    ]);
  });

  it('rejects unknown fields and names projects without an id by position', () => {
    expect(findContentProblems([{ ...base, colour: 'red' }], publicDir)).toEqual([
      'Project "stockscope": field "colour" is not a field of a project (got "red")',
    ]);
    const { id: _id, ...noId } = base;
    void _id;
    expect(findContentProblems([noId], publicDir)[0]).toMatch(/^Project "#1": field "id"/);
  });

  it('throws one error listing every problem', () => {
    expect(() => validateProjects([{ ...base, startDate: 'July' }, { ...base, id: 'x', status: 'done' }], publicDir)).toThrow(
      /Invalid content in content\/projects:\n  - Project "stockscope": field "startDate".*\n  - Project "x": field "status"/,
    );
  });
});
