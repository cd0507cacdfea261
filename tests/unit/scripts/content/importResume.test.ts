/**
 * @jest-environment node
 */
// `npm run import:resume` on a fixture owner's site folder, with JSON Resumes written by hand for
// the cases owners bring (with and without projects, no work, no education, year-only dates, no
// e-mail, non-Latin names, long summaries, twenty-plus skills, unknown keywords and sections) and
// the schema package's own sample: each import passes the build's content loader with zero
// problems and shows the résumé's people, roles and projects; an invalid résumé names the JSON path
// and rule and writes nothing; the safety rules of new-site hold.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { loadSiteContent, makeSite, root, runScript, type Run } from '../../helpers/importSite';

const fixtures = path.join(root, 'tests/fixtures/json-resume');
const SAMPLE = path.join(root, 'node_modules/@jsonresume/schema/sample.resume.json');
// Child processes can be slow on a busy machine: a generous limit, not a performance check.
const SLOW = 120_000;
const site = makeSite('import-resume-');
const importResume = (file: string, ...args: string[]) => runScript('scripts/content/import-resume.mjs', [file, '--dir', site.dir, ...args]);
const resumeOf = (name: string) => JSON.parse(readFileSync(path.join(fixtures, `${name}.json`), 'utf8'));
const projectFiles = () => readdirSync(site.at('content/projects')).filter((file) => file !== 'index.ts').sort();

/** Imports a fixture and loads the result as the build does. */
async function imported(name: string): Promise<{ run: Run; content: LoadedContent }> {
  site.reset();
  const run = await importResume(path.join(fixtures, `${name}.json`), '--yes');
  expect([run.status, run.stderr]).toEqual([0, '']);
  expect(run.stdout).toMatch(/has no problems/);
  return { run, content: await loadSiteContent(site.at('content')) };
}

describe('npm run import:resume', () => {
  it('writes a full résumé: people, roles, schools, 20+ skills, projects as files, unknown fields listed', async () => {
    const resume = resumeOf('full-stack');
    const { run, content } = await imported('full-stack');
    expect(content.profile).toMatchObject({ name: resume.basics.name, email: resume.basics.email, githubUrl: resume.basics.profiles[0].url });
    expect(content.site.jobTitle).toBe(resume.basics.label);
    expect(content.experience.roles.map((role) => role.organization)).toEqual(resume.work.map((job: { name: string }) => job.name));
    expect(content.experience.education[0]).toMatchObject({ school: 'University of Lagos', degree: 'BSc', field: 'Computer Engineering' });
    const keywords = resume.skills.flatMap((skill: { keywords: string[] }) => skill.keywords);
    expect(keywords.length).toBeGreaterThanOrEqual(20);
    expect(content.home.skills.items.map((item) => item.name)).toEqual(keywords);
    // Two projects share a name: two files, two ids.
    expect(content.projects.map((project) => project.title)).toEqual(['Tidewater', 'Kobo Ledger', 'Tidewater']);
    expect(new Set(content.projects.map((project) => project.id)).size).toBe(3);
    expect(projectFiles()).toHaveLength(3);
    const tidewater = content.projects[0]!;
    expect(tidewater.github).toBe('https://github.com/amara-okafor/tidewater');
    expect(tidewater.tags).toEqual(['TypeScript', 'IndexedDB', 'Service Workers', 'CRDT']);
    expect(tidewater.impact).toEqual(resume.projects[0].highlights);
    expect(content.projects[1]!.liveDemo).toBe('https://kobo-ledger.example.org');
    // What the site has no place for, field by field, and the entry it could not take.
    for (const field of ['basics.profiles[2].url', 'awards[0].title', 'x-favourite-editor']) expect(run.stdout).toContain(`    ${field}\n`);
    expect(run.stdout).toMatch(/certificates\[1\]: .*missing: issuer/);
    expect(content.experience.certifications).toEqual([{ name: 'AWS Certified Developer', issuer: 'Amazon Web Services', date: '2021-04' }]);
  }, SLOW);

  it('writes a site with no projects and no education, from year-only dates and no e-mail', async () => {
    const { run, content } = await imported('no-projects');
    expect(content.projects).toEqual([]);
    expect(projectFiles()).toEqual([]);
    expect(content.resume.projectIds).toEqual([]);
    expect(content.experience.education).toEqual([]);
    expect(content.profile.email).toBeUndefined();
    expect(content.profile.linkedinUrl).toBe('https://www.linkedin.com/in/jonaslindqvist');
    expect(content.experience.roles.find((role) => role.organization === 'Nordvik Shipping')).toMatchObject({ startDate: '2018-01', endDate: '2021-01' });
    expect(run.stdout).toContain('work[0].startDate "2018" written as 2018-01');
    expect(run.stdout).toMatch(/work\[2\]: no startDate/);
  }, SLOW);

  it('writes a student without work, with a graduation still ahead and a project that names no technology', async () => {
    const { run, content } = await imported('student');
    expect(content.experience.roles).toEqual([]);
    expect(content.experience.education[0]).toMatchObject({ school: 'University of Waterloo', expected: true });
    expect(content.projects.map((project) => project.title)).toEqual(['Tiny Lisp', 'Notes without keywords']);
    expect(run.stdout).toMatch(/placeholders[\s\S]*projects\[1\] has no keywords/);
  }, SLOW);

  it('writes non-Latin names and a long summary: initials in the same script, ids a URL can carry', async () => {
    const resume = resumeOf('non-latin');
    const { content } = await imported('non-latin');
    expect(content.profile).toMatchObject({ name: '山田 花子', initials: '山花' });
    expect(content.about.bio).toHaveLength(2);
    expect(content.about.bio.join('\n\n')).toBe(resume.basics.summary);
    expect(content.home.bio.length).toBeLessThan(resume.basics.summary.length);
    expect(content.projects.map((project) => project.title)).toEqual(['日本語トークナイザー', 'Ёлка: поиск']);
    for (const project of content.projects) expect(project.id).toMatch(/^[a-z0-9-]+$/);
  }, SLOW);

  it('writes a site from a résumé that has nothing but a name, and says what to fill in', async () => {
    const { run, content } = await imported('name-only');
    expect(content.profile.name).toBe('Sam Doe');
    expect(content.projects).toEqual([]);
    expect(run.stdout).toMatch(/placeholders[\s\S]*no basics\.summary/);
  }, SLOW);

  it('names the JSON path and the rule of each problem of an invalid résumé, and writes nothing', async () => {
    site.reset();
    const run = await importResume(path.join(fixtures, 'invalid.json'), '--yes');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('basics.email: does not conform to the "email" format (rule: format');
    expect(run.stderr).toContain('work[0].startDate: must be a date written YYYY, YYYY-MM or YYYY-MM-DD (rule: pattern, got "March 2020")');
    expect(run.stderr).toContain('skills: is not of a type(s) array (rule: type');
    expect(site.git('status', '--porcelain')).toBe('');
  }, SLOW);

  it('refuses to run over uncommitted changes, and without --yes and a terminal, stops', async () => {
    site.reset();
    const unasked = await importResume(SAMPLE);
    expect([unasked.status, unasked.stderr]).toEqual([1, expect.stringMatching(/--yes/)]);
    expect(site.git('status', '--porcelain')).toBe('');
    const profile = readFileSync(site.at('content/profile.ts'), 'utf8');
    writeFileSync(site.at('content/profile.ts'), `${profile}// not committed\n`);
    const refused = await importResume(SAMPLE, '--yes');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/not committed[\s\S]*content\/profile\.ts/);
    expect(readFileSync(site.at('content/profile.ts'), 'utf8')).toBe(`${profile}// not committed\n`);
  }, SLOW);

  it('keeps the settings files (theme, interface texts, navigation) as they were', async () => {
    site.reset();
    const before = ['theme.ts', 'interface.ts', 'navigation.ts'].map((file) => readFileSync(site.at(`content/${file}`), 'utf8'));
    const run = await importResume(SAMPLE, '--yes');
    expect(run.status).toBe(0);
    const after = ['theme.ts', 'interface.ts', 'navigation.ts'].map((file) => readFileSync(site.at(`content/${file}`), 'utf8'));
    expect(after).toEqual(before);
  }, SLOW);
});
