// Series of notes: notes that share `series: Name` in their frontmatter (optional `part: n`) are
// read in order, each showing "Part n of m" with links along the series, and the series has its
// page at /notes/series/{slug}/. Pure: the loader checks, the routes list, the tests pass notes in.
import { NOTES_ROUTE } from '../paths';
import { tagSlug, type Note } from './noteSchema';

export interface NoteSeries {
  name: string;
  /** Its address: /notes/series/{slug}/ (the tags' rules: "Time Series" is time-series). */
  slug: string;
  /** In reading order: by `part`, then (parts without one) oldest first. */
  parts: Note[];
}

export const seriesPath = (slug: string) => `${NOTES_ROUTE}/series/${slug}`;

/** The reading order: numbered parts by number, the others after them, oldest first. */
function readingOrder(a: Note, b: Note): number {
  return (a.part ?? Infinity) - (b.part ?? Infinity) || a.date.localeCompare(b.date) || a.title.localeCompare(b.title);
}

/** Every series of the notes, by name. */
export function noteSeries(notes: readonly Note[]): NoteSeries[] {
  const found = new Map<string, NoteSeries>();
  for (const note of notes) {
    if (!note.series) continue;
    const slug = tagSlug(note.series);
    const series = found.get(slug) ?? { name: note.series, slug, parts: [] };
    series.parts.push(note);
    found.set(slug, series);
  }
  for (const series of found.values()) series.parts.sort(readingOrder);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Where a note stands in its series: the series, its place (from 1), and the parts around it. */
export function seriesPlace(notes: readonly Note[], slug: string): { series: NoteSeries; part: number; previous?: Note; next?: Note } | undefined {
  const note = notes.find((candidate) => candidate.slug === slug);
  if (!note?.series) return undefined;
  const series = noteSeries(notes).find((candidate) => candidate.slug === tagSlug(note.series!))!;
  const index = series.parts.indexOf(note);
  return { series, part: index + 1, previous: series.parts[index - 1], next: series.parts[index + 1] };
}

/** What is wrong with the series of a set of notes (one language's): one spelling per series, each part number once and within the series. */
export function seriesProblems(notes: readonly Note[]): Array<{ note: Note; field: string; message: string }> {
  const problems: Array<{ note: Note; field: string; message: string }> = [];
  const spelling = new Map<string, string>();
  for (const note of notes) {
    if (!note.series) continue;
    const slug = tagSlug(note.series);
    if (!slug) {
      problems.push({ note, field: 'series', message: `must contain a letter a-z or a digit, which name its page /notes/series/... (got "${note.series}")` });
      continue;
    }
    const first = spelling.get(slug);
    if (first !== undefined && first !== note.series) problems.push({ note, field: 'series', message: `is written differently elsewhere: use "${first}" (got "${note.series}")` });
    else spelling.set(slug, note.series);
  }
  for (const series of noteSeries(notes)) {
    const seen = new Map<number, Note>();
    for (const note of series.parts) {
      if (note.part === undefined) continue;
      const other = seen.get(note.part);
      if (other) problems.push({ note, field: 'part', message: `is also the part of "${other.slug}" in the series "${series.name}": give each part its own number` });
      else if (note.part > series.parts.length) problems.push({ note, field: 'part', message: `is past the end of the series "${series.name}", which has ${series.parts.length} parts (got ${note.part})` });
      seen.set(note.part, note);
    }
  }
  return problems;
}
