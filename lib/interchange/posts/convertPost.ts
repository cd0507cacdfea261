// One post of another generator as a note draft: its frontmatter mapped (./conventions.ts), its
// old addresses (./oldUrls.ts), its body made a note's Markdown (MDX, template tags, HTML, headings)
// and its pictures and links listed for the importer to settle (./references.ts). Pure: reading
// the old site's files and writing the new one's is scripts/content/import-notes.mjs's.
import { conventionOf, mapFields, type MappedFields } from './conventions';
import { splitPost } from './frontMatter';
import { markdownParser, noteMarkdownOf } from './markdownPass';
import { mdxToMarkdown } from './mdx';
import { oldAddresses, urlize } from './oldUrls';
import { referencesOf, type Reference } from './references';
import { convertTemplateTags } from './templateTags';
import { dayOf } from './dates';
import type { Convention, OldSite, PostReport, PostSource } from './types';
import { toString } from 'mdast-util-to-string';

export interface PostDraft {
  source: PostSource;
  convention: Convention;
  fields: MappedFields;
  /** The slug the post asks for, before it is made unique among the notes. */
  slug: string;
  /** Its addresses on the old site, most likely first. */
  oldUrls: string[];
  /** The note's Markdown, its pictures and links still as the old site wrote them. */
  body: string;
  /** The line of the post's file the body starts on (what references count from). */
  bodyLine: number;
  references: Reference[];
  reports: PostReport[];
}

const SYNTAX: Readonly<Record<Convention, 'liquid' | 'shortcodes' | 'none'>> = {
  jekyll: 'liquid', eleventy: 'liquid', devto: 'liquid', hugo: 'shortcodes', astro: 'none', 'nextjs-starter': 'none', hashnode: 'none', markdown: 'none',
};

/** A file's name as its generator makes a slug of it: Jekyll's without the date, a bundle's its folder's. */
function fileSlugOf(path: string): string {
  const parts = path.split('/');
  const name = parts.at(-1)!.replace(/\.(md|markdown|mdx|mdown)$/i, '');
  const folder = parts.at(-2) ?? '';
  const own = /^(index|_index|readme)$/i.test(name) || name === folder ? folder : name;
  return own.replace(/^\d{4}-\d{1,2}-\d{1,2}-/, '');
}

/** The date in a Jekyll file name ("2019-05-01-x.md"). */
const fileDate = (path: string) => dayOf(/(?:^|\/)(\d{4}-\d{1,2}-\d{1,2})-[^/]+$/.exec(path)?.[1]);

/** The first paragraph's words, for a post without a summary. */
function firstParagraph(markdown: string): string | undefined {
  const tree = markdownParser.parse(markdown);
  const paragraph = tree.children.find((node) => node.type === 'paragraph' && toString(node).trim().length > 0);
  if (!paragraph) return undefined;
  const words = toString(paragraph).replace(/\s+/g, ' ').trim();
  if (words.length <= 200) return words;
  const cut = words.slice(0, 200);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 120))}…`;
}

/** A post as a note draft; `siteConvention` is the old site's generator when its files say it. */
export function convertPost(
  source: PostSource,
  options: { site: OldSite; siteConvention?: Convention; oldUrlPattern?: string },
): PostDraft | { source: PostSource; error: string } {
  const split = splitPost(source.text.replace(/\r\n?/g, '\n'));
  if ('error' in split) return { source, error: split.error };
  const convention = conventionOf(source.path, split.data, options.siteConvention);
  const { fields, reports } = mapFields(split.data, convention);
  fields.date ??= fileDate(source.path);
  let body = split.body;
  if (/\.mdx$/i.test(source.path)) {
    const mdx = mdxToMarkdown(body, split.bodyLine);
    if ('error' in mdx) reports.push({ message: `does not parse as MDX (${mdx.error}): read as Markdown` });
    else {
      body = mdx.text;
      reports.push(...mdx.reports);
    }
  }
  const tags = convertTemplateTags(body, { bodyLine: split.bodyLine, syntax: SYNTAX[convention] });
  reports.push(...tags.reports);
  // Without a title field, a post's first level-1 heading is its title.
  if (!fields.title) {
    const heading = markdownParser.parse(tags.text).children.find((node) => node.type === 'heading' && node.depth === 1);
    if (heading) fields.title = toString(heading).trim();
  }
  const markdown = noteMarkdownOf(tags.text, { bodyLine: split.bodyLine, title: fields.title });
  reports.push(...markdown.reports);
  if (!fields.summary) {
    fields.summary = firstParagraph(markdown.text);
    if (fields.summary) reports.push({ message: 'has no summary or description: the summary is its first paragraph; write your own' });
  }
  const fileSlug = fileSlugOf(source.path);
  const slug = urlize(fields.slug ?? fileSlug) || urlize(fields.title ?? '') || 'post';
  const oldUrls = oldAddresses({ convention, path: source.path, fields, date: fields.date, fileSlug, site: options.site }, options.oldUrlPattern);
  return {
    source,
    convention,
    fields,
    slug,
    oldUrls,
    body: markdown.text,
    bodyLine: split.bodyLine,
    references: referencesOf(markdown.text),
    reports,
  };
}
