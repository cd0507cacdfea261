// The pre-build content check (lib/model/schema.ts + lib/contentCheck.ts) on content built here.
import { checkContent, formatProblems, type ContentModules, type ImageInfo } from '@/lib/content/check';
import { contactSchema, coverPath, projectSchema } from '@/lib/model/schema';
import { colors as themeColors } from '../../../fixtures/sparse-owner/theme';

const existing = new Set(['/img/a.webp', '/img/a-1.webp']);
const options = { publicFileExists: (file: string) => existing.has(file) };

const project = {
  id: 'alpha',
  title: 'Alpha',
  subtitle: 'A test project',
  description: 'Short.',
  longDescription: 'Long.',
  category: 'web',
  featured: false,
  status: 'completed',
  startDate: '2024-03',
  endDate: '2024-09',
  thumbnail: '/img/a.webp',
  images: ['/img/a-1.webp'],
  techStack: [{ name: 'Go', category: 'backend', proficiency: 70 }],
  metrics: [{ icon: 'zap', value: '2x', label: 'faster' }],
  features: [{ icon: 'users', title: 'Teams', description: 'Shared.' }],
  challenges: ['Slow'],
  solutions: ['Cache'],
  github: 'https://github.com/someone/alpha',
  tags: ['go'],
  color: { primary: '#112233', secondary: '#445566', accent: '#778899' },
};
const role = {
  title: 'Engineer',
  organization: 'Org',
  location: 'Remote',
  employmentType: 'Full-time',
  startDate: '2023-01',
  endDate: '2023-12',
  highlights: ['Did things'],
  technologies: ['Go'],
};

/** Only the files a test is about: the other files are reported missing, so tests filter by file. */
function problems(modules: ContentModules) {
  return checkContent(modules, options).filter((p) => p.field !== '(the export)');
}
const projectProblems = (patch: Record<string, unknown>, extra: unknown[] = []) =>
  problems({ 'projects/index.ts': { projects: [{ ...project, ...patch }, ...extra] } }).map(
    (p) => `${p.entry}, ${p.field}: ${p.message}`,
  );

describe('projects', () => {
  it('accept a complete project', () => {
    expect(projectProblems({})).toEqual([]);
  });

  it('reject impossible dates and an end before the start, naming the project and field', () => {
    expect(projectProblems({ startDate: '2025-13' })).toEqual([
      'project "alpha", startDate: must be a real year and month written YYYY-MM (e.g. 2025-07) (got "2025-13")',
    ]);
    expect(projectProblems({ endDate: '2024-01' })).toEqual(['project "alpha", endDate: must not be before startDate 2024-03 (got "2024-01")']);
  });

  it('reject unknown category, status, icon and tech category names', () => {
    const found = projectProblems({
      category: 'website',
      status: 'done',
      metrics: [{ icon: 'rocket', value: '1', label: 'x' }],
      techStack: [{ name: 'Go', category: 'language', proficiency: 1 }],
    });
    expect(found.map((line) => line.split(':')[0])).toEqual([
      'project "alpha", category',
      'project "alpha", status',
      'project "alpha", techStack[0].category',
      'project "alpha", metrics[0].icon',
    ]);
    expect(found[0]).toContain('must be one of ml, web, infrastructure, data, mobile (got "website")');
  });

  it('reject image paths that are not in public/, but not a missing thumbnail', () => {
    expect(projectProblems({ images: ['/img/nope.webp'] })).toEqual([
      'project "alpha", images[0]: names a file that is not in public/ (got "/img/nope.webp")',
    ]);
    expect(projectProblems({ thumbnail: undefined })).toEqual([]);
  });

  it('reject malformed URLs and repository addresses that are not owner/repo', () => {
    expect(projectProblems({ liveDemo: 'example.com' })).toEqual([
      'project "alpha", liveDemo: must be an http(s) URL (got "example.com")',
    ]);
    for (const github of ['https://gitlab.com/a/b', 'https://github.com/only-owner', 'https://github.com/a/b/tree/main']) {
      expect(projectProblems({ github })).toHaveLength(1);
    }
  });

  it('reject duplicate ids, unknown fields and mismatched challenges and solutions', () => {
    expect(projectProblems({}, [project])).toEqual(['project "alpha", id: is used by another project; ids must be unique (got "alpha")']);
    expect(projectProblems({ colour: '#fff' })).toEqual(['project "alpha", colour: is not a field here (a typo?)']);
    expect(projectProblems({ solutions: [] })[0]).toContain('must have one solution per challenge (1 challenges, 0 solutions)');
  });

  it('make impact, testimonials and code snippets optional lists and name a cover when there is no thumbnail', () => {
    const parsed = projectSchema.parse({ ...project, thumbnail: undefined });
    expect([parsed.impact, parsed.testimonials, parsed.codeSnippets]).toEqual([[], [], []]);
    expect(parsed.thumbnail).toBe(coverPath('alpha'));
    expect(coverPath('alpha')).toBe('/covers/alpha.webp');
  });
});

describe('the other content files', () => {
  it('catch impossible dates and end before start in experience, naming the role', () => {
    const experience = {
      roles: [role, { ...role, title: 'Lead', startDate: '2024-13' }, { ...role, title: 'Intern', endDate: '2022-06' }],
      education: [],
      certifications: [{ name: 'Cert', issuer: 'Org', date: '2024-00' }],
    };
    expect(problems({ 'experience.ts': { experience } }).map((p) => `${p.file}, ${p.entry}, ${p.field}`)).toEqual([
      'experience.ts, experience.roles[1] "Lead", startDate',
      'experience.ts, experience.roles[2] "Intern", endDate',
      'experience.ts, experience.certifications[0] "Cert", date',
    ]);
  });

  it('catch malformed e-mail addresses and URLs in the profile', () => {
    const profile = {
      name: 'A',
      initials: 'A',
      email: 'a.example.com',
      githubUrl: 'https://github.com/a',
      linkedinUrl: 'linkedin.com/in/a',
      resumeFile: 'resume.pdf',
    };
    expect(problems({ 'profile.ts': { profile, profileDetails: { headline: 'h', location: 'l' } } }).map((p) => p.field)).toEqual([
      'email',
      'linkedinUrl',
    ]);
  });

  it('catch a resume that names a project that does not exist', () => {
    const found = problems({
      'projects/index.ts': { projects: [project] },
      'resume.ts': { resume: { summary: 'S', projectIds: ['alpha', 'beta'], projectTechLimit: 3 } },
    });
    expect(found).toEqual([
      { file: 'resume.ts', entry: 'resume', field: 'projectIds[1]', message: 'names a project that is not in content/projects (got "beta")' },
    ]);
  });

  it('report a content file that lacks an export', () => {
    expect(checkContent({}, options).find((p) => p.file === 'site.ts')).toEqual({
      file: 'site.ts',
      entry: 'site',
      field: '(the export)',
      message: 'is missing: export const site = ...',
    });
  });

  it('let the navigation links and the interface texts go unwritten (the engine has defaults)', () => {
    const missing = checkContent({}, options).filter((p) => p.field === '(the export)').map((p) => p.file);
    expect(missing).toContain('site.ts');
    expect(missing).not.toContain('navigation.ts');
    expect(missing).not.toContain('interface.ts');
  });

  it('catch a locale that is not a language and a region, naming the field', () => {
    const site = {
      url: 'https://someone.github.io',
      homeTitle: 'Home',
      description: 'D',
      jobTitle: 'J',
    };
    expect(problems({ 'site.ts': { site: { ...site, locale: 'pt_PT' } } })).toEqual([]);
    for (const locale of ['en', 'en-US', 'EN_us', 'english']) {
      expect(problems({ 'site.ts': { site: { ...site, locale } } }).map((p) => [p.file, p.entry, p.field])).toEqual([['site.ts', 'site', 'locale']]);
    }
  });
});

describe('interface texts (interface.ts)', () => {
  const check = (interfaceText: unknown) =>
    problems({ 'interface.ts': { interfaceText } }).map((p) => `${p.file}, ${p.entry}, ${p.field}: ${p.message}`);

  it('accept any part of the defaults: texts, templates with their placeholders, counted pairs', () => {
    expect(check({ projects: { viewDetails: 'Read more', count: { one: 'One project', other: '{count} projects' } } })).toEqual([]);
    expect(check({ projects: { count: { other: '{count} in all' } }, notes: { minRead: '{minutes} minutes' } })).toEqual([]);
    expect(check({ contactForm: { errors: { nameTooLong: 'Name: {max} at most (you typed {count})' } } })).toEqual([]);
    expect(check({})).toEqual([]);
  });

  it('name a misspelt key, with the group it is in', () => {
    expect(check({ projects: { viewDetail: 'Read more' } })).toEqual([
      'interface.ts, interfaceText, projects.viewDetail: is not a field here (a typo?)',
    ]);
    expect(check({ project: {}, projets: {} })).toEqual(['interface.ts, interfaceText, projets: is not a field here (a typo?)']);
  });

  it('catch an empty text and a placeholder the text cannot fill', () => {
    const found = check({
      nav: { openMenu: ' ' },
      contactForm: { errors: { nameTooLong: 'At most {limit} characters' }, title: 'Write {me}' },
    });
    expect(found.map((line) => line.split(':')[0]).sort()).toEqual([
      'interface.ts, interfaceText, contactForm.errors.nameTooLong',
      'interface.ts, interfaceText, contactForm.title',
      'interface.ts, interfaceText, nav.openMenu',
    ]);
    expect(found.find((line) => line.includes('nameTooLong'))).toMatch(/may use only the placeholders \{max\}, \{count\}/);
    expect(found.find((line) => line.includes('contactForm.title'))).toMatch(/has no placeholders/);
  });

  it('refuse a text written as a function, saying how to write it as a template', () => {
    const found = check({ notes: { minRead: (minutes: number) => `${minutes} minutes` }, projects: { count: (n: number) => `${n}` } });
    expect(found.sort()).toEqual([
      'interface.ts, interfaceText, notes.minRead: is a function: write it as a text with {minutes}, like the default "{minutes} min read" (got a function)',
      'interface.ts, interfaceText, projects.count: is a function: write it as { one: ..., other: ... } with {count}, like the default {"one":"{count} project","other":"{count} projects"} (got a function)',
    ]);
  });
});

describe('theme colours', () => {
  const themeProblems = (patch: Record<string, unknown>) => problems({ 'theme.ts': { colors: { ...themeColors, ...patch } } });
  const lines = (patch: Record<string, unknown>) => themeProblems(patch).map((p) => `${p.entry}, ${p.field}: ${p.message}`);

  it('accept a light and a dark palette of hex colours, with transparency where wanted', () => {
    expect(lines({})).toEqual([]);
    expect(lines({ dark: { ...themeColors.dark, onHeroSoft: '#ffffffcc' } })).toEqual([]);
  });

  it('name the file, the palette and the colour of a mistake', () => {
    const found = themeProblems({ dark: { ...themeColors.dark, accent: 'blue' } });
    expect(formatProblems(found)).toContain(
      'content/theme.ts, colors.dark, accent: must be a hex colour like #336699, or #336699cc with transparency (got "blue")',
    );
  });

  it('want a solid background: the browser bar and the app icon cannot show transparency', () => {
    expect(lines({ light: { ...themeColors.light, background: '#f5f7fb80' } })).toEqual([
      'colors.light, background: must be a hex colour like #336699 without transparency (the browser bar and the app icon paint it) (got "#f5f7fb80")',
    ]);
  });

  it('report a missing colour, a misspelt one and a missing palette', () => {
    const withoutOnFocus = Object.fromEntries(Object.entries(themeColors.dark).filter(([key]) => key !== 'onFocus'));
    expect(lines({ dark: withoutOnFocus })).toEqual(['colors.dark, onFocus: is missing']);
    expect(lines({ light: { ...themeColors.light, acent: '#000000' } })).toEqual(['colors.light, acent: is not a field here (a typo?)']);
    expect(lines({ dark: undefined })).toEqual(['colors, dark: is missing']);
  });
});

describe('formatProblems', () => {
  it('prints one short line per problem: file, entry, field and problem', () => {
    const text = formatProblems([{ file: 'home.ts', entry: 'home', field: 'roles', message: 'must list at least one role' }]);
    expect(text).toBe(
      'The content has 1 problem; fix it and build again:\n  - content/home.ts, home, roles: must list at least one role',
    );
  });
});

// ---- Input that used to slip through: each gap gets its own test ------------------------------
describe('URLs, paths, ids and lists that used to pass', () => {
  const site = {
    url: 'https://someone.github.io',
    homeTitle: 'Home',
    description: 'D',
    jobTitle: 'J',
    locale: 'en_US',
  };
  const siteProblems = (patch: Record<string, unknown>) =>
    problems({ 'site.ts': { site: { ...site, ...patch } } }).map((p) => `${p.entry}, ${p.field}: ${p.message}`);
  const endpointProblems = (formEndpoint: string) =>
    contactSchema.shape.formEndpoint.safeParse(formEndpoint).error?.issues.map((issue) => issue.message) ?? [];

  it('want https: for the site address and the form endpoint (http fails as mixed content)', () => {
    expect(siteProblems({})).toEqual([]);
    expect(siteProblems({ url: 'http://someone.github.io' })).toEqual(['site, url: must be an https:// URL (got "http://someone.github.io")']);
    expect(endpointProblems('https://forms.example.org/f/x')).toEqual([]);
    expect(endpointProblems('')).toEqual([]);
    expect(endpointProblems('http://forms.example.org/f/x').join()).toMatch(/https:\/\//);
  });

  it('reject URLs with a user name or password, which show one host and open another', () => {
    expect(projectProblems({ liveDemo: 'https://github.com@evil.example/' })).toEqual([
      'project "alpha", liveDemo: must not contain a user name or password (the part before "@") (got "https://github.com@evil.example/")',
    ]);
    expect(siteProblems({ url: 'https://user:pass@someone.github.io' })).toHaveLength(1);
    expect(endpointProblems('https://user:pass@forms.example.org/f/x').join()).toContain('user name or password');
  });

  it('keep image paths inside public/: no ".." or "." segments, "//" or backslashes', () => {
    for (const image of ['/../package.json', '/img/../../etc/passwd', '/./img/a.webp', '//evil.example/a.webp', '/img\\..\\a.webp']) {
      const found = projectProblems({ images: [image] });
      expect([image, found[0]]).toEqual([image, expect.stringContaining('images[0]: must stay inside public/')]);
    }
    expect(projectProblems({ thumbnail: '/../package.json' })[0]).toContain('thumbnail: must stay inside public/');
  });

  it('limit ids to 64 characters (they become URLs, file names and keys)', () => {
    expect(projectProblems({ id: 'a'.repeat(64) })).toEqual([]);
    expect(projectProblems({ id: 'a'.repeat(65) })[0]).toMatch(/^project "a{65}", id: must be at most 64 characters/);
  });

  it('want at least one technology in the tech stack', () => {
    expect(projectProblems({ techStack: [] })).toEqual(['project "alpha", techStack: must list at least one technology (got [])']);
  });

  it('reject repeated tags, images and snippet titles, which would clash as React keys', () => {
    expect(projectProblems({ tags: ['go', 'Go'] })).toEqual(['project "alpha", tags[1]: repeats the tag "go"; each must be unique (got "Go")']);
    expect(projectProblems({ images: ['/img/a-1.webp', '/img/a-1.webp'] })).toEqual([
      'project "alpha", images[1]: repeats the image "/img/a-1.webp"; each must be unique (got "/img/a-1.webp")',
    ]);
    const snippet = { language: 'ts', title: 'Setup', code: 'x()' };
    expect(projectProblems({ codeSnippets: [snippet, { ...snippet, code: 'y()' }] })[0]).toMatch(
      /^project "alpha", codeSnippets\[1\]: repeats the title "Setup"/,
    );
  });
});

describe('image weight and size', () => {
  const sized = (info: Record<string, ImageInfo>) => (patch: Record<string, unknown>) =>
    checkContent(
      { 'projects/index.ts': { projects: [{ ...project, ...patch }] } },
      { ...options, imageInfo: (file) => info[file] },
    ).filter((p) => p.field !== '(the export)');

  it('names the file, entry, field and the size found for an image over the limit', () => {
    const found = sized({ '/img/a-1.webp': { bytes: 2_500_000, width: 6000, height: 4000 } })({});
    expect(found).toEqual([
      {
        file: 'projects/index.ts',
        entry: 'project "alpha"',
        field: 'images[0]',
        message: expect.stringMatching(/^is too large \(got 2,500,000 bytes, 6000×4000 px\): images must be at most 1,000,000 bytes/),
      },
    ]);
  });

  it('accepts images within the limits and catches a small file of huge dimensions', () => {
    expect(sized({ '/img/a-1.webp': { bytes: 80_000, width: 1280, height: 800 } })({})).toEqual([]);
    expect(sized({ '/img/a.webp': { bytes: 90_000, width: 10_000, height: 200 } })({})[0]?.field).toBe('thumbnail');
  });
});
