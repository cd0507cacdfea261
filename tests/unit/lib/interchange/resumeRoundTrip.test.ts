/**
 * @jest-environment node
 */
// The way in and the way out agree: the schema package's own sample résumé, imported with
// `npm run import:resume` and exported by the build's /resume.json step, keeps its basics, work,
// education, skills, projects and publications (dates to the month, which is what the site keeps), and the
// exported file passes @jsonresume/schema.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonResumeProblems } from '@/lib/interchange/validate';
import type { JsonResume } from '@/lib/interchange/types';
import { makeSite, root, runScript } from '../../helpers/importSite';

const SLOW = 120_000;
const sample: JsonResume = JSON.parse(readFileSync(path.join(root, 'node_modules/@jsonresume/schema/sample.resume.json'), 'utf8'));
const toMonth = (date?: string) => date?.slice(0, 7);
let exported: JsonResume;

beforeAll(async () => {
  const site = makeSite('resume-round-trip-');
  const run = await runScript('scripts/content/import-resume.mjs', [path.join(root, 'node_modules/@jsonresume/schema/sample.resume.json'), '--dir', site.dir, '--yes']);
  expect([run.status, run.stderr]).toEqual([0, '']);
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'resume-json-')), 'resume.json');
  const build = await runScript('scripts/build/generate-resume-json.mjs', [out], { CONTENT_DIR: site.at('content'), SITE_URL: 'https://owner.example.org' });
  expect([build.status, build.stderr]).toEqual([0, '']);
  exported = JSON.parse(readFileSync(out, 'utf8'));
}, SLOW);

describe('a JSON Resume imported and exported again', () => {
  it('is valid against @jsonresume/schema', () => {
    expect(jsonResumeProblems(exported)).toEqual([]);
  });

  it('keeps the basics', () => {
    const { name, label, email, summary } = sample.basics!;
    expect(exported.basics).toMatchObject({ name, label, email, summary, url: 'https://owner.example.org/' });
  });

  it('keeps the work', () => {
    const keep = (job: NonNullable<JsonResume['work']>[number]) => ({
      name: job.name, position: job.position, location: job.location, summary: job.summary, highlights: job.highlights,
      startDate: toMonth(job.startDate), endDate: toMonth(job.endDate),
    });
    expect(exported.work!.map(keep)).toEqual(sample.work!.map(keep));
  });

  it('keeps the education', () => {
    const keep = (school: NonNullable<JsonResume['education']>[number]) => ({
      institution: school.institution, studyType: school.studyType, area: school.area, startDate: toMonth(school.startDate), endDate: toMonth(school.endDate),
    });
    expect(exported.education!.map(keep)).toEqual(sample.education!.map(keep));
  });

  it('keeps the skills, grouped as the résumé groups them', () => {
    expect(exported.skills).toEqual(sample.skills);
  });

  it('keeps the projects', () => {
    const keep = (project: NonNullable<JsonResume['projects']>[number]) => ({
      name: project.name, description: project.description, highlights: project.highlights, keywords: project.keywords, url: project.url,
      startDate: toMonth(project.startDate), endDate: toMonth(project.endDate),
    });
    expect(exported.projects!.map(keep)).toEqual(sample.projects!.map(keep));
  });

  it('keeps the publications, through content/publications.bib (an http address is not linked)', () => {
    type Publication = NonNullable<JsonResume['publications']>[number];
    const keep = ({ name, publisher, summary, releaseDate }: Publication) => ({ name, publisher, summary, year: releaseDate?.slice(0, 4) });
    expect(exported.publications!.map(keep)).toEqual(sample.publications!.map(keep));
    expect(exported.publications!.map((publication) => publication.url)).toEqual([
      expect.stringMatching(/^https:\/\/owner\.example\.org\/publications\/#pub-video2014$/),
    ]);
  });
});

