// The search index the build writes (/search-index.json) and the /search/ page lists: every page,
// project, note, note tag and publication of an owner as plain text, with the dialog's words. Built from a
// fixture owner (the sparse test owner, with made-up notes), never from content/.
import { parseContent } from '@/lib/content/load';
import { checkNotes } from '@/lib/content/noteFiles';
import { parsePublications } from '@/lib/content/publications';
import { buildSearchIndex, searchDocuments, type SearchSource } from '@/lib/search/searchIndex';
import { markdownText } from '@/lib/search/markdownText';
import { sparseOwnerModules } from '../../../fixtures/ownerModules';
import { mergeInterfaceText } from '@/lib/model/interfaceText';
import { formatText } from '@/lib/format/text';

const owner = parseContent(sparseOwnerModules, { publicFileExists: () => true });
const noteBody = [
  '## Why the queue stalled',
  '',
  'The consumer held a **lease** on every partition while it `flushed` to disk.',
  '',
  '```python',
  'def hidden_function(): pass',
  '```',
  '',
  '- one item about backpressure',
  '',
  '| column | value |',
  '| --- | --- |',
  '| latency | 40 ms |',
].join('\n');
const { notes, problems } = checkNotes([
  { file: 'notes/queue-stalls.md', source: `---\ntitle: Queue stalls\ndate: 2025-03-01\nsummary: A stalled consumer.\ntags: [Time Series, kafka]\n---\n${noteBody}\n` },
  { file: 'notes/other.md', source: '---\ntitle: Other\ndate: 2025-04-01\nsummary: Another.\ntags: [Time Series]\n---\nShort text.\n' },
]);
const withNotes: SearchSource = { ...owner, notes };
const withoutNotes: SearchSource = { ...owner, notes: [] };

describe('markdownText', () => {
  it('keeps the prose of paragraphs, lists and tables, the headings apart, and drops code blocks', () => {
    const { headings, text } = markdownText(noteBody);
    expect(headings).toEqual(['Why the queue stalled']);
    expect(text).toContain('The consumer held a lease on every partition while it flushed to disk.');
    expect(text).toContain('one item about backpressure');
    expect(text).toContain('latency 40 ms');
    expect(text).not.toContain('hidden_function');
  });
});

describe('searchDocuments', () => {
  it('finds no problem in the made-up notes', () => {
    expect(problems).toEqual([]);
  });

  it('lists the fixed pages, every project, every note and every tag page, each at its route', () => {
    const documents = searchDocuments(withNotes);
    const urls = documents.map((document) => `${document.kind} ${document.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'page /',
        'page /about/',
        'page /experience/',
        'page /projects/',
        'page /contact/',
        'page /notes/',
        ...owner.projects.map((project) => `project /projects/${project.id}/`),
        'note /notes/queue-stalls/',
        'note /notes/other/',
        'tag /notes/tag/time-series/',
        'tag /notes/tag/kafka/',
      ]),
    );
    // A tag two notes carry is one page, counting both.
    const tags = documents.filter((document) => document.kind === 'tag');
    expect(tags).toHaveLength(2);
    expect(tags.find((tag) => tag.url === '/notes/tag/time-series/')?.summary).toBe(formatText(owner.ui.notes.taggedIntro, { count: 2 }));
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('gives a project its description as summary and its technologies and tags as keywords', () => {
    const [project] = owner.projects;
    const document = searchDocuments(withNotes).find((entry) => entry.url === `/projects/${project!.id}/`)!;
    expect(document.title).toBe(project!.title);
    expect(document.summary).toBe(project!.description);
    for (const tech of project!.techStack) expect(document.keywords).toContain(tech.name);
    for (const tag of project!.tags) expect(document.keywords).toContain(tag);
    expect(document.text).toContain(project!.longDescription);
  });

  it('gives a note its body as plain text and its headings apart', () => {
    const document = searchDocuments(withNotes).find((entry) => entry.url === '/notes/queue-stalls/')!;
    expect(document).toMatchObject({ title: 'Queue stalls', summary: 'A stalled consumer.', headings: 'Why the queue stalled' });
    expect(document.text).toContain('lease on every partition');
    expect(document.keywords).toBe('Time Series, kafka');
  });

  it('without notes: the owner\'s pages and projects, no notes page, note or tag', () => {
    const documents = searchDocuments(withoutNotes);
    expect(documents.filter((document) => document.kind === 'note' || document.kind === 'tag')).toEqual([]);
    expect(documents.map((document) => document.url)).not.toContain('/notes/');
    expect(documents.filter((document) => document.kind === 'project')).toHaveLength(owner.projects.length);
  });

  it('puts the About page\'s words and skills in its document', () => {
    const about = searchDocuments(withoutNotes).find((document) => document.url === '/about/')!;
    expect(about.title).toBe(owner.aboutPage.title);
    expect(about.text).toContain(owner.about.bio[0]);
    const skill = Object.values(owner.about.skills.groups).flat()[0]!;
    expect(about.keywords).toContain(skill);
  });
});

describe('buildSearchIndex', () => {
  const index = buildSearchIndex(withoutNotes);

  it('carries the dialog\'s words with the owner\'s changes in them', () => {
    const ui = mergeInterfaceText({ search: { noResults: 'No “{query}” here.', kinds: { project: 'Things I built' } } });
    const { texts } = buildSearchIndex({ ...withoutNotes, ui });
    expect(texts.noResults).toBe('No “{query}” here.');
    expect(texts.kinds.project).toBe('Things I built');
    expect(texts.kinds.note).toBe(owner.ui.search.kinds.note);
    expect(texts.themes).toEqual(ui.theme);
  });

  it('carries the top bar\'s pages, the e-mail address and the resume for the actions', () => {
    expect(index.pages).toEqual(owner.navItems.map((item) => ({ title: item.label, url: item.id === '/' ? '/' : `${item.id}/` })));
    expect(index.email).toBe(owner.profile.email ?? '');
    expect(index.resumeUrl).toBe(`/${owner.profile.resumeFile}`);
  });

  it('holds only what JSON carries (no function among the texts): the browser gets what was built', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });
});

describe('publications in the search', () => {
  it('finds a publication by its title and abstract, linking to its place on the publications page, under its own heading', () => {
    const { publications } = parsePublications(
      '@article{lee2024, title = {Ensembles on thin ice}, author = {Lee, Ana}, journal = {Hydrology}, year = 2024, abstract = {Forty members disagree about meltwater.}}',
      'Ana Lee',
    );
    const documents = searchDocuments({ ...withoutNotes, publications });
    const found = documents.filter((document) => document.kind === 'publication');
    expect(found.map((document) => [document.title, document.url, document.summary])).toEqual([['Ensembles on thin ice', '/publications/#pub-lee2024', 'Ana Lee Hydrology 2024']]);
    expect(documents.find((document) => document.url === '/publications/')?.title).toBe(owner.ui.publications.title);
    const index = buildSearchIndex({ ...withoutNotes, publications });
    expect(index.texts.kinds.publication).toBe(owner.ui.search.kinds.publication);
    expect(JSON.stringify(index.index)).toContain('meltwater');
  });
});
