// Control characters (a YAML or string escape such as "\a" or "\x1B") in any text of the owner's
// content: XML cannot carry them, so one in a note's title made the whole feed unreadable. The check
// refuses them in every text field, naming the file and the field, before anything is built.
import { fullOwnerModules } from '../../../fixtures/ownerModules';
import * as projects from '../../../fixtures/full-owner/projects';
import * as site from '../../../fixtures/full-owner/site';
import { checkContent, type ContentModules } from '@/lib/content/check';
import { checkNotes } from '@/lib/content/noteFiles';
import { rssFeed } from '@/lib/seo/feed';

const modules = fullOwnerModules;
const everyFileExists = { publicFileExists: () => true };

type Key = string | number;
/** Every non-empty string of a value, by its path of keys. */
function strings(value: unknown, keys: Key[] = []): Key[][] {
  if (typeof value === 'string') return value ? [keys] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...keys, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, [...keys, key]));
  return [];
}
function withText(value: unknown, keys: Key[], change: (text: string) => string): unknown {
  if (keys.length === 0) return change(value as string);
  const [key, ...rest] = keys;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<Key, unknown>;
  copy[key!] = withText(copy[key!], rest, change);
  return copy;
}

describe('control characters in the content', () => {
  it('the fixture owner passes as written', () => {
    expect(checkContent(modules, everyFileExists)).toEqual([]);
  });

  // Every text of every content file, each in turn given a control character.
  const cases = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports!).flatMap(([exportName, value]) => strings(value).map((keys) => ({ file, exportName, keys }))),
  );
  it.each([
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['NEL (C1)', '\u0085'],
  ])('refuses %s in each of the texts, naming file, entry and field', (_name, control) => {
    expect(cases.length).toBeGreaterThan(100);
    const missed: string[] = [];
    for (const { file, exportName, keys } of cases) {
      const changed = withText(modules[file as keyof ContentModules]![exportName], keys, (text) => `${text.slice(0, 1)}${control}${text.slice(1)}`);
      const found = checkContent({ ...modules, [file]: { ...modules[file as keyof ContentModules], [exportName]: changed } }, everyFileExists);
      const last = String(keys.at(-1));
      const named = found.some((p) => p.file === file && `${p.entry}.${p.field}`.includes(last) && p.message.includes('\\u00'));
      if (!named) missed.push(`${file} ${exportName}.${keys.join('.')}`);
    }
    expect(missed).toEqual([]);
  });

  it('names the control character in the message, and lets tabs and new lines through', () => {
    const longDescription = 'First paragraph.\n\n\tSecond, indented.';
    const withText = projects.projects.map((project, i) => (i === 0 ? { ...project, longDescription } : project));
    const ok = checkContent({ ...modules, 'projects/index.ts': { projects: withText } }, everyFileExists);
    expect(ok).toEqual([]);
    const [problem] = checkContent({ ...modules, 'site.ts': { site: { ...site.site, homeTitle: 'Ada\u001b[31m' } } }, everyFileExists);
    expect(problem).toEqual({ file: 'site.ts', entry: 'site', field: 'homeTitle', message: expect.stringMatching(/control character.*\(got "Ada\\u001b\[31m"\)$/) });
  });

  it("refuses them in a note's frontmatter and body (YAML escapes such as \\a and \\x1B)", () => {
    const note = (frontmatter: string, body = '## Start\n\nText.\n') => ({ file: 'notes/n.md', source: `---\n${frontmatter}\n---\n${body}` });
    const { problems } = checkNotes([
      note('title: "Bell \\a"\ndate: 2025-03-01\nsummary: "Colour \\x1B[31m red"\ntags: ["x\\x7F"]', '## Start\n\nText\u0008.\n'),
    ]);
    expect(problems.map((p) => p.field)).toEqual(['(body, line 9)', 'title', 'summary', 'tags[0]']);
    for (const problem of problems) expect(problem.message).toMatch(/control character/);
  });
});

describe('the feed', () => {
  it('stays well-formed XML whatever the texts it is given hold', () => {
    const xml = rssFeed({
      title: 'Notes\u0007',
      description: 'All \u001b[1mbold\u001b[0m',
      siteUrl: 'https://example.org/notes/',
      feedUrl: 'https://example.org/feed.xml',
      language: 'en-GB',
      author: 'a@example.org (A\u0000)',
      items: [{ title: 'One\u000b', url: 'https://example.org/notes/one/', date: '2025-03-01', summary: 'Tab\tand\nline stay\u007f.', tags: ['x\u0001'] }],
    });
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('item > title')?.textContent).toBe('One');
    expect(doc.querySelector('item > description')?.textContent).toBe('Tab\tand\nline stay.');
  });
});
