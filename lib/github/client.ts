// A repository's stats from the code-hosting API, shared by the browser (live stats on project
// pages) and the build (scripts/build/fetch-stats.mjs): repository URL parsing, the two GETs
// (through the one client, ./api.ts), the field mapping with its defaults, and language shares. The
// browser's cache and React state live beside the stats card (components/projectPage/stats/).
import { matchRepositoryUrl, type RepoRef } from '@/lib/github/repositoryUrl';
import { dateFormat, LOCALE } from '../format/locale';
import { getJson, type ApiOptions } from './api';

export type { RepoRef };

/** Repository stats; numbers default 0, text empty, language "Unknown". */
export interface RepositoryStats {
  stars: number;
  forks: number;
  watchers: number;
  openIssues: number;
  language: string;
  /** Language name → bytes of code. */
  languages: Record<string, number>;
  size: number;
  createdAt: string;
  updatedAt: string;
  description: string;
}

/** Stats the build fetched (only when asked), and when: an ISO time. */
export interface PrerenderedStats {
  stats: RepositoryStats;
  fetchedAt: string;
}

/** A language's share of the repository. */
export interface LanguageShare {
  name: string;
  bytes: number;
  /** Percent of all bytes, rounded to one decimal. */
  percentage: number;
}

/**
 * A repository URL is "https://github.com/{owner}/{repo}" (a trailing slash, ".git", a query or a
 * fragment are tolerated). Anything else logs "Invalid GitHub URL format" and gives null.
 */
export function parseRepositoryUrl(url: string): RepoRef | null {
  const ref = matchRepositoryUrl(url);
  if (!ref) console.error('Invalid GitHub URL format', url);
  return ref;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only the listed fields are read, each with its default from RepositoryStats. */
export function mapRepositoryStats(meta: Record<string, unknown>, languages: Record<string, number> = {}): RepositoryStats {
  return {
    stars: num(meta.stargazers_count),
    forks: num(meta.forks_count),
    watchers: num(meta.watchers_count),
    openIssues: num(meta.open_issues_count),
    language: str(meta.language) || 'Unknown',
    languages,
    size: num(meta.size),
    createdAt: str(meta.created_at),
    updatedAt: str(meta.updated_at),
    description: str(meta.description),
  };
}

const STAT_NUMBERS = ['stars', 'forks', 'watchers', 'openIssues', 'size'] as const;
const STAT_TEXTS = ['language', 'createdAt', 'updatedAt', 'description'] as const;

/**
 * `value` when it has exactly the shape of RepositoryStats (counts that are finite and not
 * negative, texts, a language map of byte counts), else undefined. For what comes back from
 * storage or a build file: a wrong entry is dropped, never rendered.
 */
export function parseRepositoryStats(value: unknown): RepositoryStats | undefined {
  if (!isRecord(value) || !isRecord(value.languages)) return undefined;
  const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  if (!STAT_NUMBERS.every((key) => count(value[key]))) return undefined;
  if (!STAT_TEXTS.every((key) => typeof value[key] === 'string')) return undefined;
  if (!Object.values(value.languages).every(count)) return undefined;
  const stats = {} as Record<string, unknown>;
  for (const key of [...STAT_NUMBERS, ...STAT_TEXTS]) stats[key] = value[key];
  return { ...(stats as Omit<RepositoryStats, 'languages'>), languages: { ...(value.languages as Record<string, number>) } };
}

/** Keeps only entries whose value is a non-negative byte count. */
export function toLanguageMap(body: unknown): Record<string, number> {
  if (!isRecord(body)) throw new Error('Languages answer is not a JSON object');
  const languages: Record<string, number> = {};
  for (const [name, bytes] of Object.entries(body)) {
    if (typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0) languages[name] = bytes;
  }
  return languages;
}

/** Sorted by bytes descending, percentages of all bytes rounded to one decimal, top `limit`. */
export function languageShares(languages: Record<string, number>, limit = Infinity): LanguageShare[] {
  const entries = Object.entries(languages);
  const total = entries.reduce((sum, [, bytes]) => sum + bytes, 0);
  return entries
    .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))
    .slice(0, limit)
    .map(([name, bytes]) => ({
      name,
      bytes,
      percentage: total > 0 ? Math.round((bytes / total) * 1000) / 10 : 0,
    }));
}

/** An ISO timestamp as "March 4, 2025" (in the site's language, UTC so it does not drift); "" when unreadable. */
export function formatRepoDate(iso: string, locale = LOCALE): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, 'day').format(date);
}

export interface FetchOptions extends ApiOptions {
  /** Told about a metadata answer that is not OK (before null is returned), e.g. to remember it. */
  onNotOk?: (response: Response) => void;
}

/**
 * Fetches a repository's metadata, then its languages.
 * - metadata not OK (404, 403/429 rate limit, 500…): logs the API error with status and status
 *   text and gives null;
 * - languages failing in any way: warns "Could not fetch languages" and goes on without them;
 * - network failure, timeout or a metadata body that is not a JSON object: throws.
 */
export async function fetchRepositoryStats(ref: RepoRef, options: FetchOptions = {}): Promise<RepositoryStats | null> {
  const repository = `/repos/${encodeURIComponent(ref.owner)}/${encodeURIComponent(ref.repo)}`;
  const { response, body } = await getJson(repository, options);
  if (!response.ok) {
    console.error(`GitHub API error: ${response.status} ${response.statusText}`);
    options.onNotOk?.(response);
    return null;
  }
  if (!isRecord(body)) throw new Error('GitHub answered with a repository that is not a JSON object');
  // Asked only once the repository is known to exist: a failing repository costs one request of
  // the visitor's small unauthenticated rate limit, not two.
  return mapRepositoryStats(body, await getLanguages(`${repository}/languages`, options));
}

/** Never rejects: any failure only logs a warning and gives an empty map. */
async function getLanguages(path: string, options: ApiOptions): Promise<Record<string, number>> {
  try {
    const { response, body } = await getJson(path, options);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    return toLanguageMap(body);
  } catch (error) {
    console.warn('Could not fetch languages', error);
    return {};
  }
}
