// The owner's notes as files: one Markdown file per note in {content}/notes/, frontmatter first.
// Reads and checks them (file, entry and field named per problem) and orders them; the Markdown
// body is rendered elsewhere (lib/content/noteMarkdown.ts, server only). Used by Next through
// lib/content/notes.ts, by the pre-build check and the generators, and by the tests.
import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../format/frontMatter.mjs';
import { NOTE_SLUG, noteFrontmatterSchema, tagSlug, type Note } from '../model/noteSchema';
import { describe, publicFileProblem, type CheckOptions, type ContentProblem } from './check';
import { noteBodyProblems } from './noteBody';
import { seriesProblems } from '../model/noteSeries';

/** A note file as read from disk. */
export interface NoteSource {
  /** Path relative to the content folder, e.g. "notes/first-note.md". */
  file: string;
  source: string;
}

// Reading speed for technical prose; code blocks are left out of the count.
const WORDS_PER_MINUTE = 200;
const FENCED_CODE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/**
 * Every file of {contentDir}/notes but hidden ones, by file name; none when the folder does not
 * exist. A file that is not a note (Note.MD, ideas.txt) comes too, so the check names it.
 */
export function readNoteSources(contentDir: string): NoteSource[] {
  const dir = path.join(contentDir, 'notes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .map((name) => ({ file: `notes/${name}`, source: name.endsWith('.md') ? readFileSync(path.join(dir, name), 'utf8') : '' }));
}

/** Whole minutes to read a Markdown body, at least one; code is skimmed, not read. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(FENCED_CODE, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Note addresses the notes routes use themselves: /notes/tag/ holds the tag pages. */
const RESERVED_SLUGS = new Set(['tag', 'series']);

// A translated note is "{slug}.{language}.md" beside "{slug}.md": the same slug in every language.
const LANGUAGE_SUFFIX = /\.([a-z]{2,3}(?:-[a-z0-9]{2,8})?)\.md$/;

export function slugOf(file: string): string {
  return path.posix.basename(file).replace(LANGUAGE_SUFFIX, '.md').replace(/\.md$/, '');
}

/** The language a note file is written in: its suffix ("x.es.md" → "es"), else the default language. */
export function noteLanguage(file: string, defaultLanguage: string): string {
  return LANGUAGE_SUFFIX.exec(path.posix.basename(file))?.[1] ?? defaultLanguage;
}

function split(source: string): { data: unknown; body: string; bodyLine: number } | { error: string } {
  const parts = splitFrontMatter(source);
  if (!parts) return { error: 'is missing: start the file with a line "---", the fields, and another "---"' };
  try {
    return { data: parseYaml(parts.yaml) ?? {}, body: parts.body, bodyLine: parts.bodyLine };
  } catch (error) {
    return { error: `is not valid YAML: ${String((error as Error).message).split('\n')[0]}` };
  }
}

/** A note file's Markdown body and the line of the file it starts on, when its frontmatter can be read. */
export function noteBodyOf(source: string): { body: string; bodyLine: number } | undefined {
  const parts = split(source);
  return 'error' in parts ? undefined : { body: parts.body, bodyLine: parts.bodyLine };
}

interface Checked {
  notes: Note[];
  problems: ContentProblem[];
}

/** Checks and reads the notes; with `files`, also that the cover and the images are in public/, light and small enough. */
export function checkNotes(sources: readonly NoteSource[], files?: CheckOptions): Checked {
  const notes: Note[] = [];
  const problems: ContentProblem[] = [];
  const tagOwners = new Map<string, string>();
  for (const { file, source } of sources) {
    const slug = slugOf(file);
    const entry = `note "${slug}"`;
    const problem = (field: string, message: string) => problems.push({ file, entry, field, message });
    if (!file.endsWith('.md')) {
      problem(
        '(file name)',
        /\.md$/i.test(file)
          ? `is left out: a note's file name ends in lower-case .md; rename it to ${slug.replace(/\.md$/i, '').toLowerCase()}.md`
          : 'is not a note: notes are Markdown files named like my-note.md (pictures go in public/)',
      );
      continue;
    }
    if (!NOTE_SLUG.test(slug)) problem('(file name)', 'must be lower-case words joined by hyphens, ending in .md');
    if (RESERVED_SLUGS.has(slug)) {
      problem('(file name)', `is an address the site keeps for itself (/notes/${slug}/ holds the ${slug} pages): rename the file`);
      continue;
    }
    const parts = split(source);
    if ('error' in parts) {
      problem('(frontmatter)', parts.error);
      continue;
    }
    // The body is checked whatever the frontmatter holds, so one build names every problem.
    for (const { line, message } of noteBodyProblems(parts.body, parts.bodyLine, files)) problem(`(body, line ${line})`, message);
    const result = noteFrontmatterSchema.safeParse(parts.data);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const keys = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
        const field = keys.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
        const found = keys.reduce<unknown>(
          (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
          parts.data,
        );
        problem(
          field || '(frontmatter)',
          issue.code === 'unrecognized_keys'
            ? 'is not a field here (a typo?)'
            : found === undefined && issue.code === 'invalid_type'
              ? 'is missing'
              : `${issue.message} (got ${describe(found)})`,
        );
      }
      continue;
    }
    const note = result.data;
    note.tags.forEach((tag, i) => {
      const key = tagSlug(tag);
      if (!key) {
        problem(`tags[${i}]`, `must contain a letter a-z or a digit (accents are dropped: "é" counts as e), which name its page /notes/tag/... (got ${describe(tag)})`);
        return;
      }
      const owner = tagOwners.get(key);
      if (owner !== undefined && owner !== tag) problem(`tags[${i}]`, `is written differently elsewhere: use ${describe(owner)} (got ${describe(tag)})`);
      else tagOwners.set(key, tag);
    });
    const coverProblem = note.cover && files && publicFileProblem(note.cover, files);
    if (coverProblem) problem('cover', coverProblem);
    notes.push({ ...note, slug, file, body: parts.body, readingMinutes: readingMinutes(parts.body) });
  }
  // A series is read in one language: its parts are checked among the notes of the same language.
  const byLanguage = Map.groupBy(notes, (note) => noteLanguage(note.file, ''));
  for (const group of byLanguage.values()) {
    for (const { note, field, message } of seriesProblems(group)) problems.push({ file: note.file, entry: `note "${note.slug}"`, field, message });
  }
  return { notes, problems };
}

/** Newest first; notes of the same day by title. */
export function byNewest(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The notes a build shows, newest first: drafts only when `includeDrafts` (the dev server). */
export function visibleNotes(notes: readonly Note[], { includeDrafts }: { includeDrafts: boolean }): Note[] {
  return byNewest(notes.filter((note) => includeDrafts || !note.draft));
}

/** Every tag of the notes once, with its address and how many notes carry it, by name. */
export function noteTags(notes: readonly Note[]): Array<{ tag: string; slug: string; count: number }> {
  const tags = new Map<string, { tag: string; slug: string; count: number }>();
  for (const tag of notes.flatMap((note) => note.tags)) {
    const slug = tagSlug(tag);
    const found = tags.get(slug) ?? { tag, slug, count: 0 };
    found.count += 1;
    tags.set(slug, found);
  }
  return [...tags.values()].sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The notes around one in a newest-first list: `newer` and `older`, when there are any. */
export function neighbours(notes: readonly Note[], slug: string): { newer?: Note; older?: Note } {
  const index = notes.findIndex((note) => note.slug === slug);
  if (index < 0) return {};
  return { newer: notes[index - 1], older: notes[index + 1] };
}
