// Server-side access to the owner's notes as this build shows them: published ones, plus drafts
// under `next dev`. The content was checked before the build (scripts/build/check-content.mjs);
// a mistake that reaches Next anyway stops the build with the same one-line-per-problem message.
// Never import this from a client component.
import 'server-only';
import path from 'node:path';
import { formatProblems } from './check';
import { NOTES_ROUTE, noteTexts } from './noteTexts';
import type { NavItem } from './types';
import { checkNotes, neighbours, noteTags, readNoteSources, tagSlug, visibleNotes, type Note } from './noteFiles';

// The folder next.config.ts and the build scripts read: the owner's content, or a test fixture.
const contentDir = path.resolve(process.env.CONTENT_DIR?.trim() || 'content');

let loaded: Note[] | undefined;

/** The notes of this build, newest first. */
export function getNotes(): Note[] {
  if (!loaded) {
    const { notes, problems } = checkNotes(readNoteSources(contentDir));
    if (problems.length) throw new Error(formatProblems(problems, path.relative(process.cwd(), contentDir) || '.'));
    loaded = visibleNotes(notes, { includeDrafts: process.env.NODE_ENV === 'development' });
  }
  return loaded;
}

/** Whether this build has any notes: without them there are no notes pages, feed or links. */
export function hasNotes(): boolean {
  return getNotes().length > 0;
}

/**
 * A list of links as this build can show it: without notes, no link to them; with notes and
 * `add`, the notes link at the end unless the owner placed it already.
 */
export function withNotesLink(items: readonly NavItem[], { add = false } = {}): NavItem[] {
  const others = items.filter((item) => item.id !== NOTES_ROUTE);
  if (!hasNotes()) return others;
  if (!add || others.length < items.length) return [...items];
  return [...items, { id: NOTES_ROUTE, label: noteTexts.title, icon: 'notebook' }];
}

export function getNote(slug: string): Note | undefined {
  return getNotes().find((note) => note.slug === slug);
}

/** The notes just newer and older than one. */
export function getNoteNeighbours(slug: string) {
  return neighbours(getNotes(), slug);
}

export function getNoteTags() {
  return noteTags(getNotes());
}

/** The notes carrying a tag, by the tag's address, newest first. */
export function getNotesTagged(slug: string): Note[] {
  return getNotes().filter((note) => note.tags.some((tag) => tagSlug(tag) === slug));
}

/**
 * Static export needs at least one page of every dynamic route. Without notes, the routes get
 * this one placeholder page, which renders nothing and which the postbuild removes with the rest
 * of notes/ (scripts/build/postbuild.mjs).
 */
export const NO_NOTES_PLACEHOLDER = 'no-notes';
