// The notes feed (RSS 2.0) and a note's structured data, built from explicit inputs.
import { blogPostingJsonLd } from '@/lib/seo/jsonLd';
import { rssFeed, type FeedInput } from '@/lib/seo/feed';
import { joinSiteUrl } from '@/lib/seo/siteUrl';
import { noteSocialImage, socialImageJobs } from '@/lib/seo/socialImage';
import { colors as brand } from '../../../fixtures/sparse-owner/theme';

// A site deployed under a base path, as on a GitHub Pages project site.
const at = (path: string) => joinSiteUrl('https://ada.example.io', '/portfolio', path);

const input: FeedInput = {
  title: 'Ada · Notes',
  description: 'Write-ups & <experiments>.',
  siteUrl: at('/notes'),
  feedUrl: at('/feed.xml'),
  language: 'en-GB',
  author: 'ada@example.io (Ada)',
  items: [
    { title: 'Rust & "C"', url: at('/notes/rust-and-c'), date: '2025-06-01', summary: 'Why <unsafe> is fine & when it is not.', tags: ['rust', 'c'] },
    { title: 'First', url: at('/notes/first'), date: '2024-12-31', summary: 'The first one.', tags: ['misc'] },
  ],
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('rssFeed', () => {
  const doc = parse(rssFeed(input));
  const items = [...doc.querySelectorAll('channel > item')];
  const text = (element: Element, name: string) => element.getElementsByTagName(name)[0]?.textContent;

  it('is well-formed RSS 2.0 with one item per note given, in the order given', () => {
    expect(doc.documentElement.tagName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(items.map((item) => text(item, 'title'))).toEqual(['Rust & "C"', 'First']);
  });

  it('links every item absolutely, under the base path, with a permalink guid', () => {
    for (const item of items) {
      const link = text(item, 'link')!;
      expect(link).toMatch(/^https:\/\/ada\.example\.io\/portfolio\/notes\/[a-z-]+\/$/);
      expect(text(item, 'guid')).toBe(link);
    }
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe('https://ada.example.io/portfolio/feed.xml');
  });

  it('carries the whole summary, escaped, the publication day as an RFC 822 date and the tags', () => {
    const [first] = items;
    expect(text(first!, 'description')).toBe('Why <unsafe> is fine & when it is not.');
    expect(text(first!, 'pubDate')).toBe('Sun, 01 Jun 2025 00:00:00 GMT');
    expect([...first!.getElementsByTagName('category')].map((c) => c.textContent)).toEqual(['rust', 'c']);
  });

  it('dates the channel by its newest note, so the same notes always give the same file', () => {
    expect(text(doc.documentElement, 'lastBuildDate')).toBe('Sun, 01 Jun 2025 00:00:00 GMT');
    expect(rssFeed(input)).toBe(rssFeed({ ...input, items: [...input.items] }));
  });

  it('stays well-formed with no items', () => {
    expect(parse(rssFeed({ ...input, items: [] })).querySelectorAll('item')).toHaveLength(0);
  });
});

describe('blogPostingJsonLd', () => {
  const base = {
    headline: 'Rust & C',
    description: 'Summary.',
    url: at('/notes/rust-and-c'),
    image: at('/og/notes/rust-and-c.png'),
    datePublished: '2025-06-01',
    keywords: ['rust', 'c'],
    author: { name: 'Ada', url: at('/') },
  };

  it('names the headline, both dates and the author', () => {
    expect(blogPostingJsonLd({ ...base, dateModified: '2025-07-02' })).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Rust & C',
      datePublished: '2025-06-01',
      dateModified: '2025-07-02',
      author: { '@type': 'Person', name: 'Ada' },
    });
  });

  it('gives a note never updated its publication day as dateModified', () => {
    expect(blogPostingJsonLd(base).dateModified).toBe('2025-06-01');
  });
});

describe('socialImageJobs with notes', () => {
  it('makes one preview image per note given, with its title and summary, at the path its page links', () => {
    const jobs = socialImageJobs({
      ownerName: 'Ada',
      siteHost: 'ada.dev',
      homeSubtitle: 'Engineer',
      brand,
      projects: [],
      notes: [{ slug: 'rust-and-c', title: 'Rust & C', summary: 'Summary.' }],
    });
    expect(jobs.map((job) => job.path)).toEqual(['/og/home.png', noteSocialImage('rust-and-c')]);
    expect(noteSocialImage('rust-and-c')).toBe('/og/notes/rust-and-c.png');
    expect(jobs[1]).toMatchObject({ title: 'Rust & C', subtitle: 'Summary.', footer: 'Ada · ada.dev' });
  });
});
