// Reading an untrusted JSON Resume while keeping count: every value the import takes is marked by
// its JSON path, so whatever is left over can be listed field by field ("work[0].url"), and every
// value the import had to invent or adjust is noted for the owner to check.
import { pathKeys, valueAt } from '../model/valueAt';

export interface ImportNotes {
  /** JSON paths of the résumé's values that the site has no place for. */
  unmapped: string[];
  /** What the import wrote in place of something the résumé lacks: "profile.ts, name: ...". */
  placeholders: string[];
  /** Values changed to fit the site: "work[1].startDate "2019" written as 2019-01". */
  adjusted: string[];
  /** Entries left out, with the reason. */
  skipped: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class ResumeReader {
  private readonly used = new Set<string>();
  readonly notes: ImportNotes = { unmapped: [], placeholders: [], adjusted: [], skipped: [] };

  constructor(private readonly resume: Record<string, unknown>) {}

  /** The value at a path ("basics.name", "work[0].highlights"), marked as used. */
  take(path: string): unknown {
    this.used.add(path);
    return valueAt(this.resume, pathKeys(path));
  }

  /** The value at a path, without marking it used. */
  peek(path: string): unknown {
    return valueAt(this.resume, pathKeys(path));
  }

  /** A trimmed, non-empty string at a path, or undefined. */
  text(path: string): string | undefined {
    const value = this.take(path);
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  }

  /** The non-empty strings of a list at a path. */
  texts(path: string): string[] {
    const value = this.take(path);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim()) : [];
  }

  /** How many entries a section has (not marking anything used). */
  count(section: string): number {
    const value = valueAt(this.resume, pathKeys(section));
    return Array.isArray(value) ? value.length : 0;
  }

  /** A date as the site keeps it (YYYY-MM): a year alone becomes its January, and says so. */
  yearMonth(path: string): `${number}-${number}` | undefined {
    const value = this.text(path);
    const match = value && /^(\d{4})(?:-(\d{2}))?/.exec(value);
    if (!match) return undefined;
    if (!match[2]) this.notes.adjusted.push(`${path} ${JSON.stringify(value)} written as ${match[1]}-01 (the site keeps a month)`);
    return `${match[1]}-${match[2] ?? '01'}` as `${number}-${number}`;
  }

  /** The end date at a path, moved up to the start when a year-only end falls before it. */
  endDate(path: string, start: `${number}-${number}` | undefined): `${number}-${number}` | undefined {
    const end = this.yearMonth(path);
    if (!end || !start || end >= start) return end;
    this.notes.adjusted.push(`${path} ${end} is before the start ${start}: written as ${start}`);
    return start;
  }

  placeholder(where: string, why: string): void {
    this.notes.placeholders.push(`${where}: ${why}`);
  }

  skip(path: string, why: string): void {
    this.notes.skipped.push(`${path}: ${why}`);
    this.used.add(path);
  }

  /** Every non-empty value of the résumé that no part of the import took, by JSON path. */
  finish(): ImportNotes {
    const unmapped: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (path && [...this.used].some((used) => path === used || path.startsWith(`${used}.`) || path.startsWith(`${used}[`))) return;
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
      else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
      else if (value !== '' && value !== null && value !== undefined) unmapped.push(path);
    };
    walk(this.resume, '');
    this.notes.unmapped = unmapped;
    return this.notes;
  }
}
