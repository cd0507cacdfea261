/**
 * @jest-environment node
 */
// The sample owner's own numbers: that this sample portfolio ships what it promises (the three
// typing roles, 10+/30+/923+, four jobs, the 18 skills, the six projects, their pictures and the
// resume). It is part of the sample, not of the engine. Each block checks one of the sample's files
// while that file is still the sample's (recognised by a sentence or the ids only the sample has):
// an owner who replaces a file, by hand or with `npm run new-site` (which also removes this file),
// takes its checks with it, and nothing here fails them. Every engine test reads fixture content or
// whatever content the build used.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { projects as rawProjects } from '@/content/projects';
import { profile } from '@/content/profile';
import { experience } from '@/content/experience';
import { home } from '@/content/home';
import { projectsSchema } from '@/lib/model/schema';
import { sortRolesNewestFirst } from '@/lib/experience';
import { isYearsStat } from '@/lib/model/homeTypes';
import { TECH_CATEGORIES } from '@/lib/constants';

const SAMPLE_PROJECT_IDS = [
  'algo-trading-platform',
  'bare-metal-hypervisor',
  'energy-demand-forecasting',
  'library-management',
  'portfolio-website',
  'stockscope',
];
/** The sample's projects still in content/projects; an owner's own projects are not checked here. */
const projects = projectsSchema.parse(rawProjects).filter((project) => SAMPLE_PROJECT_IDS.includes(project.id));
const allSampleProjects = projects.length === SAMPLE_PROJECT_IDS.length;
const sampleHome = home.bio.startsWith('I build data pipelines, train and ship machine-learning models');
const sampleExperience = experience.education.some((entry) => entry.school === 'Northfield University');
/** A block of checks for a part of the sample that is still there; nothing at all once it is replaced. */
const whileSample = (present: boolean, name: string, checks: () => void) => {
  if (present) describe(name, checks);
};
const publicDir = path.join(__dirname, '../public');
const file = (url: string) => path.join(publicDir, url);
const variant = (url: string, suffix: string) => url.replace(/\.webp$/, `${suffix}.webp`);

whileSample(allSampleProjects, 'the six projects', () => {
  it('include a data science project as the sixth', () => {
    const sixth = projects.find((p) => p.id === 'energy-demand-forecasting');
    expect(projects).toHaveLength(6);
    expect([sixth?.category, sixth?.status, sixth?.startDate, sixth?.endDate]).toEqual(['data', 'completed', '2024-09', '2024-12']);
  });

  it.each(projects.map((p) => [p.id, p] as const))('%s has every part filled', (_, project) => {
    expect(project.metrics.length).toBeGreaterThanOrEqual(3);
    expect(project.metrics.length).toBeLessThanOrEqual(4);
    expect(project.features.length).toBeGreaterThanOrEqual(4);
    expect(project.features.length).toBeLessThanOrEqual(6);
    expect(project.challenges.length).toBeGreaterThanOrEqual(3);
    expect(project.challenges.length).toBeLessThanOrEqual(4);
    expect(project.solutions).toHaveLength(project.challenges.length);
    expect(project.tags.length).toBeGreaterThan(0);
    expect(project.github).toMatch(/^https:\/\/github\.com\/[\w-]+\/[\w.-]+$/);
    expect(JSON.stringify(project)).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it('cover the optional parts the pages show somewhere', () => {
    expect(projects.some((p) => p.liveDemo)).toBe(true);
    expect(projects.some((p) => p.documentation)).toBe(true);
    expect(projects.some((p) => p.codeSnippets?.length)).toBe(true);
    expect(projects.some((p) => p.testimonials.length)).toBe(true);
    expect(projects.some((p) => p.techStack.length > 3)).toBe(true);
  });

  it('have 2–5 screenshots each, except exactly one without any (the Photos empty state)', () => {
    const empty = projects.filter((p) => p.images.length === 0).map((p) => p.id);
    expect(empty).toEqual(['bare-metal-hypervisor']);
    for (const project of projects.filter((p) => p.images.length)) {
      expect(project.images.length).toBeGreaterThanOrEqual(2);
      expect(project.images.length).toBeLessThanOrEqual(5);
    }
    expect(projects.find((p) => p.id === 'stockscope')?.images).toHaveLength(5);
    expect(projects.find((p) => p.id === 'library-management')?.images).toHaveLength(4);
  });
});

whileSample(projects.length > 0, 'the pictures of the sample projects', () => {
  async function size(url: string) {
    const { width, height, format } = await sharp(file(url)).metadata();
    return { width, height, format };
  }

  it.each(projects.flatMap((p) => p.images.map((image) => [image] as const)))('%s is 1280×800 with a 640×400 variant', async (image) => {
    expect(await size(image)).toEqual({ width: 1280, height: 800, format: 'webp' });
    expect(await size(variant(image, '-640'))).toEqual({ width: 640, height: 400, format: 'webp' });
  });

  it.each(projects.map((p) => [p.thumbnail] as const))('%s is 640×360', async (thumbnail) => {
    expect(await size(thumbnail)).toEqual({ width: 640, height: 360, format: 'webp' });
  });

  it('weigh less than 2 MB together', () => {
    const pictures = new Set(projects.flatMap((p) => [p.thumbnail, ...p.images, ...p.images.map((image) => variant(image, '-640'))]));
    const total = [...pictures].reduce((sum, url) => sum + statSync(file(url)).size, 0);
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('the resume', () => {
  // The build generates it (npm "prebuild"); here the generator writes a copy to a temporary file.
  const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), 'resume-')), profile.resumeFile);
  execFileSync(process.execPath, ['scripts/build/generate-resume.mjs', pdfFile], { cwd: path.join(__dirname, '..'), stdio: 'ignore' });
  const pdf = readFileSync(pdfFile);

  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? [];

  it('is a PDF with pages, made from whatever content is here', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages.length).toBeGreaterThanOrEqual(1);
  });

  if (allSampleProjects && sampleExperience) {
    it("fits the sample's projects and experience on one or two pages", () => {
      expect(pages.length).toBeLessThanOrEqual(2);
    });
  }
});

whileSample(sampleExperience, 'the experience content', () => {
  it('gives every role 2–4 highlights and some technologies, and marks at least one as current', () => {
    for (const role of experience.roles) {
      expect(role.highlights.length).toBeGreaterThanOrEqual(2);
      expect(role.highlights.length).toBeLessThanOrEqual(4);
      expect(role.technologies.length).toBeGreaterThan(0);
      if (role.endDate) expect(role.endDate > role.startDate).toBe(true);
    }
    expect(experience.roles.some((role) => !role.endDate)).toBe(true);
    expect(experience.education.length).toBeGreaterThan(0);
    expect(experience.certifications.length).toBeGreaterThan(0);
  });
});

whileSample(sampleHome, 'home content', () => {
  it('cycles the three roles in order', () => {
    expect(home.roles).toEqual(['Data Scientist', 'Machine Learning Engineer', 'Data Engineer']);
  });

  it('has the stat targets and the years base date', () => {
    const stats = home.stats.items.map((stat) =>
      isYearsStat(stat) ? [stat.label, stat.yearsSince] : [stat.label, `${stat.target}${stat.suffix ?? ''}`],
    );
    expect(stats).toEqual([
      ['Projects', '10+'],
      ['Technologies', '30+'],
      ['Years', '2025-01-01'],
      ['Contributions', '923+'],
    ]);
  });

  it('has the three expertise cards', () => {
    expect(home.expertise.areas.map((area) => area.title)).toEqual([
      'Machine Learning',
      'Data Engineering',
      'Software Development',
    ]);
  });

  it('lists the 18 skills in order, each with a known tech category', () => {
    expect(home.skills.items.map((skill) => skill.name)).toEqual([
      'Python', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'PostgreSQL', 'MySQL', 'PyTorch', 'pandas',
      'Docker', 'AWS', 'Git', 'FastAPI', 'Redis', 'Excel', 'C++', 'R', 'Swift',
    ]);
    for (const skill of home.skills.items) expect(TECH_CATEGORIES).toContain(skill.category);
  });

  it('closes with "Let\'s Collaborate" and Get In Touch', () => {
    expect(home.collaborate.heading).toBe("Let's Collaborate");
    expect(home.collaborate.action).toBe('Get In Touch');
    expect([home.primaryAction, home.secondaryAction]).toEqual(['View My Work', 'Get In Touch']);
  });
});

whileSample(sampleExperience, 'the experience', () => {
  it('orders the shipped roles with the current teaching role on top', () => {
    expect(sortRolesNewestFirst(experience.roles).map((r) => r.title)).toEqual([
      'Teaching Assistant, Operating Systems',
      'Machine Learning Engineering Intern',
      'Software Engineering Intern',
      'Undergraduate Research Assistant',
    ]);
  });
});
