// The notes as files: frontmatter checks naming file, entry and field; reading time; order, drafts,
// tags and neighbours. Fixtures are written here and passed in; nothing reads content/.
import { formatProblems } from '@/lib/content/check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkNotes, neighbours, noteTags, readingMinutes, readNoteSources, visibleNotes, type NoteSource } from '@/lib/content/noteFiles';
import { tagSlug } from '@/lib/model/noteSchema';
import { drawnDiagrams } from '@/lib/content/noteDiagramCache';

function source(file: string, frontmatter: string, body = '## Intro\n\nSome words.\n'): NoteSource {
  return { file: `notes/${file}`, source: `---\n${frontmatter}\n---\n${body}` };
}

const valid = 'title: A note\ndate: 2025-03-01\nsummary: What it is about.\ntags: [python]';
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(' ');

describe('checkNotes', () => {
  it('reads a valid note: slug from the file name, body without the frontmatter, draft false by default', () => {
    const { notes, problems } = checkNotes([source('a-note.md', valid, '## Start\n\nText.\n')]);
    expect(problems).toEqual([]);
    expect(notes[0]).toMatchObject({ slug: 'a-note', title: 'A note', date: '2025-03-01', draft: false, tags: ['python'] });
    expect(notes[0]!.body).toBe('## Start\n\nText.\n');
  });

  it.each([
    ['title', 'date: 2025-03-01\nsummary: S.\ntags: [x]', 'is missing'],
    ['date', 'title: T\ndate: 2025-02-30\nsummary: S.\ntags: [x]', 'must be a real date written YYYY-MM-DD'],
    ['date', 'title: T\ndate: 1 March 2025\nsummary: S.\ntags: [x]', 'must be a real date written YYYY-MM-DD'],
    ['summary', 'title: T\ndate: 2025-03-01\nsummary: "  "\ntags: [x]', 'must not be empty'],
    ['tags', 'title: T\ndate: 2025-03-01\nsummary: S.\ntags: []', 'must list at least one tag'],
    ['tags[1]', 'title: T\ndate: 2025-03-01\nsummary: S.\ntags: [x, ""]', 'must not be empty'],
    ['updated', 'title: T\ndate: 2025-03-01\nupdated: 2025-02-01\nsummary: S.\ntags: [x]', 'must not be before date 2025-03-01'],
    ['draft', 'title: T\ndate: 2025-03-01\nsummary: S.\ntags: [x]\ndraft: yes', 'expected boolean'],
    ['cover', 'title: T\ndate: 2025-03-01\nsummary: S.\ntags: [x]\ncover: images/c.png\ncoverAlt: A', 'must be a path in public/'],
    ['coverAlt', 'title: T\ndate: 2025-03-01\nsummary: S.\ntags: [x]\ncover: /c.png', 'describe the cover image'],
    ['titel', `${valid}\ntitel: typo`, 'is not a field here'],
  ])('names the field %s of a wrong frontmatter', (field, frontmatter, message) => {
    const { notes, problems } = checkNotes([source('bad.md', frontmatter)]);
    expect(notes).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: 'notes/bad.md', entry: 'note "bad"', field, message: expect.stringContaining(message) })]);
  });

  it('names a file without frontmatter, broken YAML, a bad file name and a level-1 heading', () => {
    const { problems } = checkNotes([
      { file: 'notes/plain.md', source: '# Just text\n' },
      source('yaml.md', 'title: [unclosed'),
      source('Bad_Name.md', valid),
      source('heading.md', valid, '# Title again\n\n```sh\n# a comment, not a heading\n```\n'),
    ]);
    expect(problems.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'notes/plain.md (frontmatter)',
      'notes/yaml.md (frontmatter)',
      'notes/Bad_Name.md (file name)',
      'notes/heading.md (body, line 7)',
    ]);
    expect(problems[1]!.message).toMatch(/not valid YAML/);
  });

  it('checks that the cover and the images of the body are in public/, when asked to', () => {
    const exists = (path: string) => path === '/images/here.png';
    const frontmatter = `${valid}\ncover: /images/gone.png\ncoverAlt: A cover`;
    const body = '![ok](/images/here.png)\n\n![missing](/images/missing.svg)\n';
    const { problems } = checkNotes([source('pics.md', frontmatter, body)], { publicFileExists: exists });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['(body, line 11)', expect.stringContaining('"/images/missing.svg"')],
      ['cover', expect.stringContaining('"/images/gone.png"')],
    ]);
  });

  it("refuses images the site's policy would block: from another site, data: addresses, reference-style ones too", () => {
    const body = [
      '![remote](https://example.org/x.png)',
      '',
      'Inline ![tiny](data:image/png;base64,iVBORw0KGgo=) picture.',
      '',
      '![by reference][chart] and [a link][site].',
      '',
      '[chart]: //cdn.example.org/chart.svg',
      '[site]: https://example.org/',
    ].join('\n');
    const { problems } = checkNotes([source('remote.md', valid, body)], { publicFileExists: () => true });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['(body, line 7)', expect.stringMatching(/^has an image that is not a file in public\/ \(got "https:\/\/example\.org\/x\.png"\)/)],
      ['(body, line 9)', expect.stringContaining('(got "data:image/png;base64,iVBORw0KGgo=")')],
      ['(body, line 13)', expect.stringContaining('(got "//cdn.example.org/chart.svg")')],
    ]);
  });

  it('keeps the cover and body images inside public/, like project images, even when the file exists elsewhere', () => {
    const frontmatter = `${valid}\ncover: /images/../../package.json\ncoverAlt: A cover`;
    const { problems } = checkNotes([source('escape.md', frontmatter, '![up](/images/./../secret.png)\n')], { publicFileExists: () => true });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['(body, line 9)', expect.stringContaining('must stay inside public/')],
      ['cover', expect.stringContaining('must stay inside public/')],
    ]);
  });

  it('applies the weight and size limits of project images to the cover and the body images', () => {
    const heavy = (path: string) => (path.includes('big') ? { bytes: 4_000_000, width: 6000, height: 4000 } : { bytes: 10_000, width: 800, height: 600 });
    const frontmatter = `${valid}\ncover: /images/big-cover.jpg\ncoverAlt: A cover`;
    const body = '![fine](/images/small.webp)\n\n![huge][p]\n\n[p]: /images/big-photo.png\n';
    const { problems } = checkNotes([source('heavy.md', frontmatter, body)], { publicFileExists: () => true, imageInfo: heavy });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['(body, line 13)', expect.stringContaining('is too large (got 4,000,000 bytes, 6000×4000 px)')],
      ['cover', expect.stringContaining('is too large (got 4,000,000 bytes, 6000×4000 px)')],
    ]);
  });

  it('names raw HTML by its line: the site does not show it, and a block of it would lose its text', () => {
    const body = 'Text with <span style="color:red">inline HTML</span>.\n\n<div>\nA block.\n</div>\n\n<!-- a comment for the author -->\n\n`<code>` in code is fine.\n';
    const { problems } = checkNotes([source('html.md', valid, body)]);
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['(body, line 7)', expect.stringMatching(/^has HTML \(got "<span style=\\"color:red\\">"\)/)],
      ['(body, line 9)', expect.stringMatching(/^has HTML \(got "<div>\\nA block\.\\n<\/div>"\)/)],
    ]);
  });

  it('names a formula that cannot be drawn and every problem of its diagrams, by the line of the file', () => {
    const body = 'Fine: $x^2$.\n\nBroken: $\\frac{a$ here.\n\n```mermaid\n%%{init: {theme: dark}}%%\ngraph LR\n  A[Data] --> B\n  click B callback\n```\n\n```mermaid\npie\n  "a": 1\n```\n';
    const contentDir = mkdtempSync(path.join(tmpdir(), 'drawn-'));
    try {
      const { problems } = checkNotes([source('maths.md', valid, body)], { publicFileExists: () => true, diagrams: drawnDiagrams(contentDir, 'content') });
      expect(problems.map((p) => [p.file, p.field, p.message])).toEqual([
        ['notes/maths.md', '(body, line 9)', expect.stringMatching(/^has a formula that cannot be drawn as written \(got "\\\\frac\{a"\): .*expected '\}'/)],
        ['notes/maths.md', '(body, line 12)', expect.stringMatching(/^has a diagram with directive settings Mermaid cannot read, so it would draw the diagram without them: write them as JSON/)],
        ['notes/maths.md', '(body, line 15)', expect.stringMatching(/^has a diagram with a line that asks for a script to run on a click/)],
        // Drawn with Mermaid's own renderer (npm run diagrams), which checks it, or named as not drawn.
        ['notes/maths.md', '(body, line 19)', 'has a diagram that is not drawn yet: run "npm run diagrams" (it draws with the official Mermaid renderer in Chromium or Chrome, and writes content/notes/.diagrams/), then commit what it wrote'],
      ]);
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  });

  it('names the problems of the body and of the frontmatter in one go', () => {
    const { problems } = checkNotes([source('both.md', valid.replace('2025-03-01', '2025-13-01'), '# Title\n\n![x](/gone.png)\n')], { publicFileExists: () => false });
    expect(problems.map((p) => p.field).sort()).toEqual(['(body, line 7)', '(body, line 9)', 'date']);
  });

  it('asks for one spelling of a tag across notes, since both would share one page', () => {
    const { problems } = checkNotes([
      source('one.md', valid.replace('[python]', '[Time Series]')),
      source('two.md', valid.replace('[python]', '[time-series]')),
    ]);
    expect(problems).toEqual([expect.objectContaining({ file: 'notes/two.md', field: 'tags[0]', message: expect.stringContaining('"Time Series"') })]);
  });

  it('keeps the note address "tag" for the tag pages (/notes/tag/...)', () => {
    const { notes, problems } = checkNotes([source('tag.md', valid)]);
    expect(notes).toEqual([]);
    expect(problems).toEqual([expect.objectContaining({ file: 'notes/tag.md', field: '(file name)', message: expect.stringContaining('/notes/tag/') })]);
  });

  it('names a file of the notes folder that is not a note, such as Note.MD, instead of leaving it out silently', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'notes-'));
    try {
      mkdirSync(path.join(dir, 'notes'));
      writeFileSync(path.join(dir, 'notes', 'good.md'), `---\n${valid}\n---\nText.\n`);
      writeFileSync(path.join(dir, 'notes', 'Note.MD'), `---\n${valid}\n---\nText.\n`);
      writeFileSync(path.join(dir, 'notes', 'ideas.txt'), 'later');
      writeFileSync(path.join(dir, 'notes', '.DS_Store'), '');
      const { notes, problems } = checkNotes(readNoteSources(dir));
      expect(notes.map((note) => note.slug)).toEqual(['good']);
      expect(problems.map((p) => [p.file, p.field, p.message])).toEqual([
        ['notes/Note.MD', '(file name)', expect.stringContaining('rename it to note.md')],
        ['notes/ideas.txt', '(file name)', expect.stringContaining('is not a note')],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints each problem as one line with the content folder, file, entry and field', () => {
    const { problems } = checkNotes([source('bad.md', 'title: T\nsummary: S.\ntags: [x]')]);
    expect(formatProblems(problems, 'content')).toContain('  - content/notes/bad.md, note "bad", date: is missing');
  });
});

describe('readingMinutes', () => {
  it('rounds up to whole minutes at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('does not count code blocks', () => {
    expect(readingMinutes(`${words(150)}\n\n\`\`\`python\n${words(400)}\n\`\`\`\n`)).toBe(1);
  });
});

describe('visibleNotes', () => {
  const { notes } = checkNotes([
    source('old.md', valid.replace('2025-03-01', '2024-01-10')),
    source('new.md', valid.replace('2025-03-01', '2025-06-01')),
    source('draft.md', `${valid.replace('2025-03-01', '2025-12-24')}\ndraft: true`),
    source('same-day.md', valid.replace('A note', 'Another note').replace('2025-03-01', '2025-06-01')),
  ]);

  it('orders newest first, notes of the same day by title', () => {
    // "A note" and "Another note" share 2025-06-01.
    expect(visibleNotes(notes, { includeDrafts: false }).map((n) => n.slug)).toEqual(['new', 'same-day', 'old']);
  });

  it('leaves drafts out of a build and keeps them for the dev server', () => {
    expect(visibleNotes(notes, { includeDrafts: false }).map((n) => n.slug)).not.toContain('draft');
    expect(visibleNotes(notes, { includeDrafts: true })[0]!.slug).toBe('draft');
  });

  it('links each note to the newer and the older one', () => {
    const list = visibleNotes(notes, { includeDrafts: false });
    expect(neighbours(list, list[1]!.slug)).toEqual({ newer: list[0], older: list[2] });
    expect(neighbours(list, list[0]!.slug).newer).toBeUndefined();
    expect(neighbours(list, list[2]!.slug).older).toBeUndefined();
  });
});

describe('tags', () => {
  it('gives each tag an address of lower-case words, keeping C++ and C# apart from C', () => {
    expect(tagSlug('Time Series')).toBe('time-series');
    expect(new Set([tagSlug('C++'), tagSlug('C#'), tagSlug('C')]).size).toBe(3);
  });

  it('writes accented and other Latin letters as plain ones: "résumé" is resume, not re-sume', () => {
    expect(['résumé', 'Données', 'Straße', 'Ærø', 'naïve Bayes'].map(tagSlug)).toEqual(['resume', 'donnees', 'strasse', 'aero', 'naive-bayes']);
    for (const tag of ['Time Series', 'C++', 'Données', '日本語 NLP', 'x²']) expect(tagSlug(tag)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('refuses a tag that has no letter or digit of an address (a-z, 0-9) to name its page', () => {
    const { problems } = checkNotes([source('cjk.md', valid.replace('[python]', '[python, 日本語, "---"]'))]);
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ['tags[1]', expect.stringContaining('(got "日本語")')],
      ['tags[2]', expect.stringContaining('(got "---")')],
    ]);
  });

  it('lists each tag once with its number of notes', () => {
    const { notes } = checkNotes([source('a.md', valid.replace('[python]', '[python, web]')), source('b.md', valid)]);
    expect(noteTags(notes)).toEqual([
      { tag: 'python', slug: 'python', count: 2 },
      { tag: 'web', slug: 'web', count: 1 },
    ]);
  });
});
