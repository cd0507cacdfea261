/**
 * @jest-environment node
 */
// The links of the owner's content are checked before the build: a note may link only to http(s),
// mailto, a path of the site or an anchor; a site path in a note or in the owner's navigation must be
// a page the content makes (a removed project is named with the note and the line, not found by the
// link check after a full build); a navigation id is a route, never "//host"; translations get the
// plain-text check of every other text.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linkSchemeProblem, sitePathProblems, siteRoutes, type SitePaths } from '@/lib/content/links';
import { noteBodyProblems } from '@/lib/content/noteBody';
import { navItemSchema } from '@/lib/model/schema';
import { checkTranslation, type TranslatableContent } from '@/lib/model/translation';

const root = path.join(__dirname, '../../../..');

describe('the links a note may have', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['//evil.example/page'],
    ['relative/page'],
  ])('refuses %s, naming the line and the link', (url) => {
    const problems = noteBodyProblems(`Intro.\n\nSee [this](${url}).\n`, 5);
    expect(problems).toEqual([{ line: 7, message: expect.stringContaining(`has a link the site does not allow (got ${JSON.stringify(url)})`) }]);
  });

  it('refuses a reference link whose definition is not allowed, on the definition\'s line', () => {
    expect(noteBodyProblems('See [this][x].\n\n[x]: javascript:alert(1)\n', 1)).toEqual([{ line: 3, message: expect.stringMatching(/^has a link the site does not allow/) }]);
  });

  it.each(['https://example.org/a?b#c', 'http://example.org', 'mailto:ada@example.org', '/projects/x/', '/notes/a#why', '#section'])('allows %s', (url) => {
    expect(linkSchemeProblem(url)).toBeUndefined();
    expect(noteBodyProblems(`See [this](${url}) and <https://example.org>.\n`, 1)).toEqual([]);
  });
});

describe('site paths in notes and navigation name pages the content makes', () => {
  const routes = siteRoutes({
    languages: [
      { prefix: '', noteSlugs: ['first'], notesLists: ['/notes/tag/power', '/notes/page/2'] },
      { prefix: '/es', noteSlugs: ['first'], notesLists: [] },
    ],
    projectIds: ['kept'],
  });
  const paths: SitePaths = { routes, basePath: '/portfolio', publicFileExists: (file) => file === '/docs/cv.pdf', resumeFile: 'ada.pdf', prefixes: ['/es'] };
  const note = (body: string) => ({ file: 'notes/first.md', slug: 'first', body, bodyLine: 4 });
  const problemsOf = (body: string) => sitePathProblems({ notes: [note(body)], navigation: {} }, paths);

  it('names the note, the line and the link of a project the owner removed', () => {
    expect(problemsOf('Intro.\n\nSee [the gone one](/projects/gone/).\n')).toEqual([
      { file: 'notes/first.md', entry: 'note "first"', field: '(body, line 6)', message: 'links to "/projects/gone/", but there is no project "gone" in content/projects (removed or renamed?)' },
    ]);
  });

  it.each([
    '/', '/projects/kept', '/projects/kept/', '/projects/kept/#features', '/notes', '/notes/first?x=1', '/notes/tag/power/', '/notes/page/2',
    '/es', '/es/projects/kept', '/es/notes/first', '/about', '/search', '/feed.xml', '/es/search-index.json', '/ada.pdf', '/docs/cv.pdf', '/resume.json',
  ])('accepts %s', (href) => {
    expect(problemsOf(`[x](${href})`)).toEqual([]);
  });

  it.each([
    ['/notes/second', /which no page of the site answers/],
    ['/es/projects/gone', /no project "gone"/],
    ['/notes/tag/unknown', /which no page of the site answers/],
    ['/docs/missing.pdf', /a file that is neither in public\/ nor one the build writes/],
    ['/portfolio/projects/kept', /starts with the base path \/portfolio: write the path without it/],
  ])('names %s', (href, message) => {
    expect(problemsOf(`[x](${href})`)).toEqual([expect.objectContaining({ message: expect.stringMatching(message) })]);
  });

  it('names an item of the owner\'s navigation whose route no page answers', () => {
    const problems = sitePathProblems({ notes: [], navigation: { navItems: [{ id: '/projects', label: 'Work' }, { id: '/blog', label: 'Blog' }] } }, paths);
    expect(problems).toEqual([{ file: 'navigation.ts', entry: 'navItems[1] "Blog"', field: 'id', message: 'links to "/blog", which no page of the site answers' }]);
  });

  it('has no notes list when there are no notes', () => {
    expect(siteRoutes({ languages: [{ prefix: '', noteSlugs: [], notesLists: [] }], projectIds: [] }).has('/notes')).toBe(false);
  });
});

describe('the content check of a site folder (npm run check:content)', () => {
  it('fails before the build, naming the note, the line and the link to a removed project', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'links-owner-'));
    cpSync(path.join(root, 'tests/fixtures/sparse-owner'), dir, { recursive: true });
    mkdirSync(path.join(dir, 'notes'));
    writeFileSync(path.join(dir, 'notes/old-work.md'), '---\ntitle: Old work\ndate: 2025-01-02\nsummary: What I did.\ntags: [work]\n---\n\nIt was [a project](/projects/removed-one/).\n');
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/build/check-content.mjs')], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: dir, PUBLIC_DIR: path.join(dir, 'public') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/notes\/old-work\.md, note "old-work", \(body, line 8\): links to "\/projects\/removed-one\/", but there is no project "removed-one" in content\/projects/);
  });
});

describe('navigation ids are routes of the site', () => {
  it.each(['//1572395042', '//evil.example/x', '/a//b', 'projects', '/projects?x', 'https://example.org'])('refuses %j', (id) => {
    expect(navItemSchema.safeParse({ id, label: 'x', icon: 'home' }).success).toBe(false);
  });
  it.each(['/', '/projects', '/notes/', '/projects/my-app'])('accepts %j', (id) => {
    const parsed = navItemSchema.safeParse({ id, label: 'x', icon: 'home' });
    expect([parsed.success, parsed.error?.issues.map((issue) => issue.path.join('.'))]).toEqual([true, undefined]);
  });
});

describe('translations get the plain-text check', () => {
  const source = { home: { greeting: 'Hi' }, projects: [] } as unknown as TranslatableContent;
  it('names a control character in a translated text and in a navigation label', () => {
    const { problems } = checkTranslation('es', source, { home: { greeting: 'Hola\u001b[2J' }, navigation: { '/projects': 'Proyectos\u0007' } } as never, { partial: true, readyInterface: true });
    expect(problems.filter((problem) => /control character/.test(problem.message)).map((problem) => problem.field)).toEqual(['home.greeting', 'navigation./projects']);
  });
});
