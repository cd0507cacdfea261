// Which generator wrote a post, and its frontmatter in the note's fields: title, date, summary,
// tags, updated, draft, cover and series, each from the field its generator names it by. What
// has no place in a note is listed by name, so the owner sees every field that was left behind.
import { dayOf } from './dates';
import type { Convention, PostReport } from './types';

/** A post's frontmatter as a note's, before its pictures and summary are settled. */
export interface MappedFields {
  title?: string;
  date?: string;
  updated?: string;
  summary?: string;
  tags: string[];
  draft: boolean;
  /** The cover as the post names it (a path or an address), and what it shows. */
  cover?: string;
  coverAlt?: string;
  series?: string;
  /** The slug the post gives itself (Hugo's and Hashnode's `slug`). */
  slug?: string;
  /** Jekyll's, Eleventy's and Hugo's own address of the post (`permalink`, `url`) and Hugo's `aliases`. */
  permalink?: string;
  aliases: string[];
  /** The categories, for Jekyll's addresses. */
  categories: string[];
  /** dev.to's and the starters' canonical address, when the post was first published elsewhere. */
  canonicalUrl?: string;
}

/** Tags that are a generator's own bookkeeping, not the author's topics. */
const COLLECTION_TAGS: Partial<Record<Convention, readonly string[]>> = { eleventy: ['all', 'post', 'posts', 'blog'] };

/** The generator of one post, from where it lies and the fields it uses. */
export function conventionOf(path: string, data: Record<string, unknown>, site: Convention | undefined): Convention {
  const has = (...keys: string[]) => keys.some((key) => key in data);
  if (has('cuid', 'datePublished')) return 'hashnode';
  if (has('cover_image', 'published') && !has('date') && typeof data.tags !== 'object') return 'devto';
  if (has('cover_image', 'canonical_url', 'published_at') && typeof data.tags === 'string') return 'devto';
  if (site) return site;
  if (/(^|\/)_(posts|drafts)\//.test(path)) return 'jekyll';
  if (has('pubDate', 'heroImage', 'updatedDate')) return 'astro';
  if (/(^|\/)data\/blog\//.test(path)) return 'nextjs-starter';
  if (/(^|\/)content\//.test(path) && has('lastmod', 'aliases')) return 'hugo';
  return 'markdown';
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : undefined) || undefined;

/** A list field as a list: YAML lists, and strings split the way the generator splits them. */
function listOf(value: unknown, split: 'space' | 'comma' | 'none'): string[] {
  if (Array.isArray(value)) return value.map(str).filter((item): item is string => item !== undefined);
  const text = str(value);
  if (!text) return [];
  if (split === 'none') return [text];
  return text.split(split === 'comma' ? /\s*,\s*/ : /\s+/).filter(Boolean);
}

function firstString(data: Record<string, unknown>, keys: readonly string[]): [string, string] | undefined {
  for (const key of keys) {
    const value = str(data[key]);
    if (value) return [key, value];
  }
  return undefined;
}

/** The fields each generator names the note's fields by, in the order they are tried. */
const FIELDS = {
  title: ['title', 'name'],
  date: ['date', 'pubDate', 'datePublished', 'published_at', 'publishDate', 'created', 'created_at'],
  updated: ['lastmod', 'updatedDate', 'last_modified_at', 'updated', 'modified', 'dateUpdated', 'updated_at', 'lastMod'],
  summary: ['summary', 'description', 'excerpt', 'subtitle', 'seoDescription', 'brief', 'abstract', 'meta_description'],
  cover: ['heroImage', 'cover_image', 'cover', 'image', 'featured_image', 'featuredImage', 'feature_image', 'images', 'thumbnail', 'banner', 'header'],
} as const;

/** Fields read here (or meaningful to no note) besides those of FIELDS. */
const READ = new Set(['tags', 'categories', 'category', 'keywords', 'draft', 'published', 'series', 'slug', 'permalink', 'url', 'aliases', 'canonical_url', 'canonicalUrl', 'canonical', 'coverAlt', 'cover_alt', 'imageAlt', 'alt']);

/** An image field: a path, { image|src|path|url, alt }, a list of them, or Jekyll themes' header: { image, teaser }. */
function coverOf(value: unknown): { src?: string; alt?: string } {
  if (Array.isArray(value)) return coverOf(value[0]);
  if (typeof value === 'string') return { src: value.trim() || undefined };
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const src = str(object.image) ?? str(object.src) ?? str(object.path) ?? str(object.url) ?? str(object.teaser) ?? str(object.overlay_image);
    return { src, alt: str(object.alt) ?? str(object.image_alt) ?? str(object.caption) };
  }
  return {};
}

/** The note's fields of a post's frontmatter, and what it leaves out, field by field. */
export function mapFields(data: Record<string, unknown>, convention: Convention): { fields: MappedFields; reports: PostReport[] } {
  const reports: PostReport[] = [];
  const used = new Set<string>();
  const take = (keys: readonly string[]) => {
    const found = firstString(data, keys);
    if (found) used.add(found[0]);
    return found?.[1];
  };
  const tagSplit = convention === 'devto' || convention === 'hashnode' ? 'comma' : convention === 'jekyll' ? 'space' : 'none';
  const collection = new Set(COLLECTION_TAGS[convention] ?? []);
  const rawTags = [...listOf(data.tags, tagSplit), ...listOf(data.keywords, 'comma')];
  const dropped = rawTags.filter((tag) => collection.has(tag.toLowerCase()));
  if (dropped.length) reports.push({ message: `tags ${dropped.join(', ')}: the generator's own collection, not a topic: left out` });
  const categories = [...listOf(data.categories, tagSplit === 'comma' ? 'comma' : 'space'), ...listOf(data.category, 'none')];
  const date = take(FIELDS.date);
  const updated = take(FIELDS.updated);
  const cover = FIELDS.cover.map((key) => [key, coverOf(data[key])] as const).find(([, found]) => found.src);
  if (cover) used.add(cover[0]);
  const published = data.published;
  const fields: MappedFields = {
    title: take(FIELDS.title),
    date: date === undefined ? undefined : dayOf(date),
    updated: updated === undefined ? undefined : dayOf(updated),
    summary: take(FIELDS.summary),
    tags: [...rawTags.filter((tag) => !collection.has(tag.toLowerCase())), ...categories],
    draft: data.draft === true || data.draft === 'true' || published === false || published === 'false',
    cover: cover?.[1].src,
    coverAlt: str(data.coverAlt) ?? str(data.cover_alt) ?? str(data.imageAlt) ?? cover?.[1].alt,
    series: listOf(data.series, 'none')[0],
    slug: str(data.slug),
    permalink: str(data.permalink) ?? str(data.url),
    aliases: listOf(data.aliases, 'none'),
    categories,
    canonicalUrl: str(data.canonical_url) ?? str(data.canonicalUrl) ?? str(data.canonical),
  };
  if (date !== undefined && !fields.date) reports.push({ message: `date ${JSON.stringify(date)} reads as no day: write date: YYYY-MM-DD` });
  if (updated !== undefined && !fields.updated) reports.push({ message: `its last change ${JSON.stringify(updated)} reads as no day: left out` });
  const empty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
  const left = Object.keys(data).filter((key) => !used.has(key) && !READ.has(key) && !empty(data[key]));
  if (left.length) reports.push({ message: `fields a note has no place for, not imported: ${left.join(', ')}` });
  return { fields, reports };
}
