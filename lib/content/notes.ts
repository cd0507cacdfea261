// The owner's notes in one language as this build shows them (published ones, plus drafts under `next dev`), read
// and checked with the rest of the content (./index.ts), and the lookups the notes routes need.
import 'server-only';
import { NOTES_ROUTE } from '../paths';
import { laterPageParams, pageCount, pageItems } from '../paths/pagination';
import type { LoadedContent } from './index';
import type { NavItem } from '../model/types';
import { neighbours, noteTags } from './noteFiles';
import { newestNotes, tagSlug, type Note } from '../model/noteSchema';
import { noteSeries, seriesPlace } from '../model/noteSeries';

/** The notes of a language, newest first. */
export function getNotes(c: LoadedContent): Note[] {
  return c.notes;
}

/** Whether this build has any notes: without them there are no notes pages, feed or links. */
export function hasNotes(c: LoadedContent): boolean {
  return getNotes(c).length > 0;
}

/**
 * A list of links as this build can show it: without notes, no link to them; with notes and
 * `add`, the notes link at the end unless the owner placed it already.
 */
export function withNotesLink(c: LoadedContent, items: readonly NavItem[], { add = false } = {}): NavItem[] {
  const others = items.filter((item) => item.id !== NOTES_ROUTE);
  if (!hasNotes(c)) return others;
  if (!add || others.length < items.length) return [...items];
  return [...items, { id: NOTES_ROUTE, label: c.ui.notes.title, icon: 'notebook' }];
}

export function getNote(c: LoadedContent, slug: string): Note | undefined {
  return getNotes(c).find((note) => note.slug === slug);
}

/** The notes just newer and older than one. */
export function getNoteNeighbours(c: LoadedContent, slug: string) {
  return neighbours(getNotes(c), slug);
}

export function getNoteTags(c: LoadedContent) {
  return noteTags(getNotes(c));
}

/** The series of this build's notes, by name. */
export function getSeries(c: LoadedContent) {
  return noteSeries(getNotes(c));
}

/** Where a note stands in its series, if it is part of one. */
export function getSeriesPlace(c: LoadedContent, slug: string) {
  return seriesPlace(getNotes(c), slug);
}

/** The notes carrying a tag, by the tag's address, newest first. */
export function getNotesTagged(c: LoadedContent, slug: string): Note[] {
  return getNotes(c).filter((note) => note.tags.some((tag) => tagSlug(tag) === slug));
}

/** One page of a list of notes: its notes, its number and how many pages the list has. */
export interface NotesPage {
  notes: Note[];
  page: number;
  total: number;
}

/** Page `number` of a list of notes at the owner's page size (content/site.ts notesPerPage). */
export function notesPage(c: LoadedContent, list: readonly Note[], number: number): NotesPage | undefined {
  const items = pageItems(list, c.site.notesPerPage, number);
  return items && { notes: items, page: number, total: pageCount(list.length, c.site.notesPerPage) };
}

/** The route parameters of a list's pages after the first ("2", "3", ...). */
export function laterNotesPages(c: LoadedContent, list: readonly Note[]): string[] {
  return laterPageParams(list.length, c.site.notesPerPage);
}

/** What the feed carries: the newest published notes, as many as the owner allows (feedItems). */
export function getFeedNotes(c: LoadedContent): Note[] {
  return newestNotes(getNotes(c), c.site.feedItems);
}

/**
 * Static export needs at least one page of every dynamic route. Without notes, the routes get
 * this one placeholder page, which renders nothing and which the postbuild removes with the rest
 * of notes/ (scripts/build/postbuild.mjs).
 */
export const NO_NOTES_PLACEHOLDER = 'no-notes';

/** Likewise the series route's one page when no note is part of a series (the postbuild removes it). */
export const NO_SERIES_PLACEHOLDER = 'no-series';
