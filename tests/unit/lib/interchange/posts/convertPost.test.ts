/**
 * @jest-environment node
 */
// One post of each generator as a note draft, from reduced posts written for these tests: the
// frontmatter in the note's fields, the old address the generator gave it, and each construct a
// note has no place for kept visible (as code or a link) and reported with its line.
import { convertPost, type PostDraft } from '@/lib/interchange/posts/convertPost';
import type { OldSite } from '@/lib/interchange/posts/types';

const site: OldSite = { basePath: '', url: 'https://harbour.example' };
const draft = (path: string, text: string, options: Partial<Parameters<typeof convertPost>[1]> = {}) => {
  const result = convertPost({ path, text }, { site, ...options });
  if ('error' in result) throw new Error(result.error);
  return result as PostDraft;
};
const reported = (post: PostDraft) => post.reports.map((report) => `${report.line ?? '-'}: ${report.message}`).join('\n');

describe('a post of each generator', () => {
  it('Jekyll: date and slug from the file name, tags and categories, the permalink pattern, Liquid highlighting and post_url', () => {
    const post = draft('_posts/2021-03-04-tide-gauges.md', '---\ntitle: Tides\ndate: 2021-03-04 23:30:00 -0800\ncategories: field\ntags: sensors winter\nexcerpt: Ice.\n---\n\n{% highlight ruby linenos mark_lines="2" %}\na\nb\n{% endhighlight %}\n\n[Summer]({% post_url 2020-07-01-summer %})\n', { site: { ...site, permalink: '/:categories/:year/:month/:day/:title:output_ext' }, siteConvention: 'jekyll' });
    expect(post.fields).toMatchObject({ title: 'Tides', date: '2021-03-04', summary: 'Ice.', tags: ['sensors', 'winter', 'field'] });
    expect(post.slug).toBe('tide-gauges');
    expect(post.oldUrls).toEqual(['/field/2021/03/04/tide-gauges.html']);
    expect(post.body).toContain('```ruby {2}\na\nb\n```');
    expect(post.references).toContainEqual(expect.objectContaining({ kind: 'link', url: 'post:2020-07-01-summer' }));
  });

  it('Hugo: TOML frontmatter, a bundle named by its folder, aliases, a figure with its caption, a notice as an alert, highlighted lines', () => {
    const post = draft('content/posts/well/index.md', '+++\ntitle = "Well"\ndate = 2022-05-02T08:00:00+02:00\nlastmod = 2022-06-01\ndescription = "A bundle."\ntags = ["sensors"]\nseries = ["Gauges"]\naliases = ["/old/well/"]\n+++\n\n{{< figure src="well.png" alt="The well" caption="At low tide" >}}\n\n{{< notice warning >}}\nMind the ladder.\n{{< /notice >}}\n\n```go {linenos=table,hl_lines=[2,"4-5"]}\nx\n```\n', { siteConvention: 'hugo' });
    expect(post.fields).toMatchObject({ date: '2022-05-02', updated: '2022-06-01', series: 'Gauges', draft: false });
    expect(post.oldUrls).toEqual(['/posts/well/', '/old/well/']);
    expect(post.body).toContain('![The well](well.png "At low tide")');
    expect(post.body).toContain('> [!WARNING]\n> Mind the ladder.');
    expect(post.body).toContain('```go {2,4-5}');
  });

  it('Astro: pubDate written "Jul 08 2022", updatedDate, heroImage, the collection and id as its address', () => {
    const post = draft('src/content/blog/harbour-log.md', "---\ntitle: 'Log'\ndescription: 'A log.'\npubDate: 'Jul 08 2022'\nupdatedDate: 'Jul 10 2022'\nheroImage: '../../assets/hero.png'\n---\n\nText.\n", { siteConvention: 'astro' });
    expect(post.fields).toMatchObject({ date: '2022-07-08', updated: '2022-07-10', cover: '../../assets/hero.png' });
    expect(post.oldUrls).toEqual(['/blog/harbour-log/']);
  });

  it('Eleventy: its collection tag left out and said, the permalink kept, an image shortcode as a picture', () => {
    const post = draft('posts/first-light.md', '---\ntitle: First light\ndate: 2023-01-05\ntags: [posts, photography]\ndescription: Dawn.\npermalink: /journal/first-light/\n---\n\n{% image "./img/dawn.png", "Dawn" %}\n', { siteConvention: 'eleventy' });
    expect(post.fields.tags).toEqual(['photography']);
    expect(reported(post)).toMatch(/tags posts: the generator's own collection/);
    expect(post.oldUrls).toEqual(['/journal/first-light/']);
    expect(post.body).toContain('![Dawn](./img/dawn.png)');
  });

  it('the Next.js starter: summary, lastmod, images as the cover, the table of contents component dropped and said', () => {
    const post = draft('data/blog/tidy-data.mdx', "---\ntitle: 'Tidy'\ndate: '2021-08-01'\nlastmod: '2021-09-01'\ntags: ['data']\nsummary: 'Tidy data.'\nimages: ['/static/images/chart.png']\n---\n\n<TOCInline toc={props.toc} />\n\n## Overview\n", { siteConvention: 'nextjs-starter' });
    expect(post.fields).toMatchObject({ summary: 'Tidy data.', updated: '2021-09-01', cover: '/static/images/chart.png' });
    expect(post.oldUrls).toEqual(['/blog/tidy-data']);
    expect(post.body).not.toContain('TOCInline');
    expect(reported(post)).toMatch(/<TOCInline>: a table of contents, left out/);
  });

  it('dev.to and Hashnode: comma-separated tags, cover_image, series, published: false as a draft, Hashnode\'s date and slug', () => {
    const devto = draft('tide/tide.md', '---\ntitle: "Tide"\npublished: false\ncover_image: "./assets/cover.png"\ndescription: "D."\ntags: sensors, iot\nseries: Gauges\ncanonical_url: https://harbour.example/2021/03/04/tide.html\n---\n\nText.\n');
    expect(devto.convention).toBe('devto');
    expect(devto.fields).toMatchObject({ tags: ['sensors', 'iot'], draft: true, series: 'Gauges', cover: './assets/cover.png' });
    expect(devto.oldUrls).toEqual(['/2021/03/04/tide.html']);
    const hashnode = draft('x.md', '---\ntitle: "H"\ndatePublished: Mon Sep 09 2024 04:38:21 GMT+0000 (Coordinated Universal Time)\ncuid: c1\nslug: a-hashnode-post\ntags: javascript, webdev\n---\n\nText of it.\n');
    expect(hashnode.convention).toBe('hashnode');
    expect(hashnode.fields).toMatchObject({ date: '2024-09-09', tags: ['javascript', 'webdev'], summary: 'Text of it.' });
    expect(hashnode.slug).toBe('a-hashnode-post');
  });
});

describe('what a note has no place for, kept visible and reported with its line', () => {
  const body = (text: string, path = 'post.md', siteConvention: 'jekyll' | 'hugo' | undefined = undefined) =>
    draft(path, `---\ntitle: T\ndate: 2024-01-01\ndescription: D.\ntags: [a]\n---\n${text}`, { siteConvention });

  it('a Liquid include stays as a liquid code block, on its line', () => {
    const post = body('\n{% include newsletter.html %}\n', '_posts/2024-01-01-t.md', 'jekyll');
    expect(post.body).toContain('```liquid\n{% include newsletter.html %}\n```');
    expect(reported(post)).toMatch(/^8: the template tag \{% include %\} has no place/m);
  });

  it('an unknown Hugo shortcode stays as code, on its line', () => {
    const post = body('\n\n{{< chart id="7" >}}\n', 'content/posts/t.md', 'hugo');
    expect(post.body).toContain('```go-html-template\n{{< chart id="7" >}}\n```');
    expect(reported(post)).toMatch(/^9: the shortcode \{\{< chart >\}\} has no place/m);
  });

  it('an MDX import is left out and said, a component and an expression stay as code', () => {
    const post = body("\nimport Chart from './Chart';\n\n<Chart values={[1]} />\n\nIt is {props.count}.\n", 'post.mdx');
    expect(post.body).not.toContain('import Chart');
    expect(post.body).toContain('```jsx\n<Chart values={[1]} />\n```');
    expect(post.body).toContain('`{props.count}`');
    expect(reported(post)).toMatch(/^8: import Chart/m);
    expect(reported(post)).toMatch(/^10: the component <Chart> has no place/m);
    expect(reported(post)).toMatch(/^12: the JavaScript expression/m);
  });

  it('a <script> stays as HTML code; an <iframe> of another site is a link; a YouTube frame a link with its thumbnail', () => {
    const post = body('\n<script src="https://widgets.example/c.js"></script>\n\n<iframe src="https://maps.example/embed?x=1"></iframe>\n\n<iframe src="https://www.youtube.com/embed/abcdefghijk" title="Well"></iframe>\n');
    expect(post.body).toContain('```html\n<script src="https://widgets.example/c.js"></script>\n```');
    expect(post.body).toContain('[Embedded: maps.example/embed?x=1](https://maps.example/embed?x=1)');
    expect(post.body).toContain('[![Video: Well (YouTube)](https://i.ytimg.com/vi/abcdefghijk/hqdefault.jpg)](https://www.youtube.com/watch?v=abcdefghijk)');
    expect(reported(post)).toMatch(/^8: a <script> cannot work in a note/m);
    expect(reported(post)).toMatch(/^10: an embedded frame \(https:\/\/maps\.example/m);
  });

  it('raw HTML becomes Markdown (a figure\'s caption the picture\'s title), and its lost look is said', () => {
    const post = body('\n<figure><img src="/a.png" alt="A"><figcaption>The caption</figcaption></figure>\n\n<p align="center"><b>Bold</b> and <a href="https://x.example">a link</a></p>\n');
    expect(post.body).toContain('![A](/a.png "The caption")');
    expect(post.body).toContain('**Bold** and [a link](https://x.example)');
    expect(reported(post)).toMatch(/^10: HTML <p>: its text is kept as Markdown, its look/m);
  });

  it('level-1 sections move down a level, and a first heading that repeats the title goes', () => {
    const post = body('\n# T\n\n# Why\n\n## How\n');
    expect(post.body.trim()).toBe('## Why\n\n### How');
  });
});
