// The note model. Its frontmatter (content/notes/{slug}.md): the block between the two "---" lines
// at the top of the file, written in YAML, checked with the rest of content/ when the loader reads
// the files (lib/content/noteFiles.ts); the Note the pages get; the address of a tag.
import type { Root } from 'hast';
import { z } from 'zod';
import { plainString, publicFile } from './schema';

const text = plainString().trim().min(1, 'must not be empty');
// Quoted or not, a date stays a string: the YAML 1.2 core schema the parser uses has no date type.
const isoDate = z.iso.date('must be a real date written YYYY-MM-DD (e.g. 2025-01-31)');
/**
 * An old address of a note, as a path of this site ("/2019/05/01/my-post.html", "/blog/my-post/"):
 * plain URL characters, no query or fragment, no "." or ".." part, and either a folder address or
 * an .html page (a host serves any other extension as what it says, not as a page).
 */
const oldPath = plainString()
  .max(300, 'must be at most 300 characters')
  .regex(/^\/(?!\/)[A-Za-z0-9._~!$&'()+,;=@%\/-]*$/, 'must be a path of the site starting with "/", in URL characters (no space, "?", "#", "*" or ":"; non-ASCII letters %-encoded)')
  .refine((value) => value.split('/').slice(1).every((part, i, parts) => part !== '.' && part !== '..' && (part !== '' || i === parts.length - 1)), 'must have no empty, "." or ".." part')
  .refine((value) => /(^|\/)([^/.]*|[^/]+\.html?)$/.test(value), 'must end in "/", a name without extension or .html');

/** A note's file name without ".md" is its address: /notes/{slug}/. */
export const NOTE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const noteFrontmatterSchema = z
  .strictObject({
    title: text,
    /** The day it was published, YYYY-MM-DD. */
    date: isoDate,
    /** One or two sentences for the list, the feed, search results and link previews. */
    summary: text,
    /** Lower-case words, e.g. [time-series, python]; each gets its own page of notes. */
    tags: z.array(text).min(1, 'must list at least one tag'),
    /** The day of the last real change, YYYY-MM-DD; shown beside the date. */
    updated: isoDate.optional(),
    /** true: shown by `npm run dev` only, never built into the site, the feed or the sitemap. */
    draft: z.boolean().default(false),
    /** Path of an image in public/ shown above the article, e.g. "/images/notes/cover.webp". */
    cover: publicFile.optional(),
    /** Describes the cover for screen readers; required with a cover. */
    coverAlt: text.optional(),
    /** The series the note is part of, e.g. "Forecasting in practice": "Part n of m" and /notes/series/{slug}/. */
    series: text.optional(),
    /** Its place in the series, from 1; without it, parts are read oldest first after the numbered ones. */
    part: z.number().int('must be a whole number').positive('must be 1 or more').optional(),
    /** Addresses the note had before (its old site's, or its own before a rename): each redirects to it. */
    redirectFrom: z.array(oldPath).min(1, 'must list at least one path, or be left out').optional(),
  })
  .superRefine((note, ctx) => {
    if (note.updated !== undefined && note.updated < note.date) {
      ctx.addIssue({ code: 'custom', path: ['updated'], message: `must not be before date ${note.date}` });
    }
    if (note.part !== undefined && note.series === undefined) {
      ctx.addIssue({ code: 'custom', path: ['part'], message: 'needs a series: add "series: Name" to say which series it is part of' });
    }
    if (note.cover !== undefined && note.coverAlt === undefined) {
      ctx.addIssue({ code: 'custom', path: ['coverAlt'], message: 'is missing: describe the cover image' });
    }
  });

export type NoteFrontmatter = z.output<typeof noteFrontmatterSchema>;

/** A note as the site shows it: its frontmatter, its address and its Markdown body. */
export interface Note extends NoteFrontmatter {
  slug: string;
  file: string;
  /** The Markdown after the frontmatter. */
  body: string;
  readingMinutes: number;
}

/** Latin letters that no decomposition splits into a plain letter and an accent. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/** The first `limit` published notes of a list ordered newest first: a feed stays small as notes pile up. */
export function newestNotes<T extends { draft: boolean }>(notes: readonly T[], limit: number): T[] {
  return notes.filter((note) => !note.draft).slice(0, limit);
}

/**
 * The address form of a tag, lower-case a-z, 0-9 and hyphens: "Time Series" → "time-series",
 * "résumé" → "resume" (accents dropped), "C++" → "cpp", "C#" → "csharp". A tag without any such
 * letter or digit has none (the check refuses it).
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþ]/g, (letter) => PLAIN_LETTERS[letter]!)
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Where a code block goes in a rendered note (lib/content/noteMarkdown.ts): components/notes/NoteArticle.tsx renders it with its copy button. */
export const CODE_BLOCK_TAG = 'note-code-block';

/**
 * Where build-time HTML of the owner's Markdown goes in a rendered note: a formula (MathML) or a
 * diagram (SVG). components/notes/NoteArticle.tsx writes it as one element, like a code block.
 */
export const PRERENDERED_TAG = 'note-prerendered';

export interface TocEntry {
  id: string;
  text: string;
}

export interface RenderedNote {
  tree: Root;
  /** The sections (level-2 headings) in order. */
  toc: TocEntry[];
}
