// A long list of notes in pages (the notes list, a tag page) and the feed's newest notes only,
// on notes written here; nothing reads content/.
import { checkNotes, visibleNotes, type NoteSource } from '@/lib/content/noteFiles';
import { siteSchema } from '@/lib/model/schema';
import { laterPageParams, pageCount, pageHref, pageItems } from '@/lib/paths/pagination';
import { newestNotes } from '@/lib/model/noteSchema';
import { rssFeed } from '@/lib/seo/feed';

// 23 notes a day apart, every fifth one a draft, as `next dev` lists them: drafts too, newest first.
const sources: NoteSource[] = Array.from({ length: 23 }, (_, i) => ({
  file: `notes/note-${i + 1}.md`,
  source: `---\ntitle: Note ${i + 1}\ndate: 2025-01-${String(i + 1).padStart(2, '0')}\nsummary: S.\ntags: [t]\ndraft: ${i % 5 === 4}\n---\nText.\n`,
}));
const checked = checkNotes(sources);
const { problems } = checked;
const notes = visibleNotes(checked.notes, { includeDrafts: true });

describe('a list of notes in pages', () => {
  it('splits 23 notes into pages of 10, 10 and 3, newest first, each note on exactly one page', () => {
    expect(problems).toEqual([]);
    expect(pageCount(notes.length, 10)).toBe(3);
    const pages = [1, 2, 3].map((n) => pageItems(notes, 10, n)!);
    expect(pages.map((page) => page.length)).toEqual([10, 10, 3]);
    expect(pages.flat().map((note) => note.slug)).toEqual(notes.map((note) => note.slug));
    expect(pages[0]![0]!.title).toBe('Note 23');
    expect(pages[2]!.at(-1)!.title).toBe('Note 1');
  });

  it('has no page 0, no page past the last and no page with a number that is not whole', () => {
    for (const n of [0, 4, -1, 1.5, Number.NaN]) expect(pageItems(notes, 10, n)).toBeUndefined();
  });

  it('prerenders the pages after the first, and none when the list fits on one page', () => {
    expect(laterPageParams(notes.length, 10)).toEqual(['2', '3']);
    expect(laterPageParams(notes.length, 23)).toEqual([]);
    expect(laterPageParams(0, 10)).toEqual([]);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('keeps page 1 at the list address and puts the others under page/', () => {
    expect(pageHref('/notes', 1)).toBe('/notes');
    expect(pageHref('/notes', 3)).toBe('/notes/page/3');
    expect(pageHref('/notes/tag/rust', 2)).toBe('/notes/tag/rust/page/2');
  });
});

describe('the feed limit', () => {
  it('keeps the newest published notes up to the limit, drafts left out', () => {
    const newest = newestNotes(notes, 5);
    expect(newest.map((note) => note.title)).toEqual(['Note 23', 'Note 22', 'Note 21', 'Note 19', 'Note 18']);
    expect(newestNotes(notes, 100)).toHaveLength(notes.filter((note) => !note.draft).length);
  });

  it('gives a feed with as many items as the limit allows', () => {
    const items = newestNotes(notes, 4).map((note) => ({ title: note.title, url: `https://a.example/notes/${note.slug}`, date: note.date, summary: note.summary, tags: note.tags }));
    const xml = rssFeed({ title: 'T', description: 'D', siteUrl: 'https://a.example/notes', feedUrl: 'https://a.example/feed.xml', language: 'en-GB', author: 'a@a.example (A)', items });
    expect(xml.match(/<item>/g)).toHaveLength(4);
  });
});

describe('the owner settings (site.ts)', () => {
  const site = { url: 'https://someone.github.io', homeTitle: 'Home', description: 'D', jobTitle: 'J', locale: 'en_GB' };

  it('may be left out: 10 notes a page and 20 in the feed', () => {
    expect(siteSchema.parse(site)).toMatchObject({ notesPerPage: 10, feedItems: 20 });
    expect(siteSchema.parse({ ...site, notesPerPage: 25, feedItems: 50 })).toMatchObject({ notesPerPage: 25, feedItems: 50 });
  });

  it.each([
    ['notesPerPage', 0],
    ['notesPerPage', 2.5],
    ['feedItems', 0],
    ['feedItems', '20'],
  ])('refuses %s %p, naming the field', (field, value) => {
    const result = siteSchema.safeParse({ ...site, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });
});
