// An owner's public repositories as project files (npm run import:github): the list from the
// code-hosting API, the choice (non-forks, most starred first, or the ones named), each chosen
// repository's languages, and the project each becomes. Any fault of the API (network, rate
// limit, unknown user, unexpected answer) is one RepositoryApiError whose message is one line.
import type { ProjectInput } from '../model/types';
import { GITHUB_API_BASE, GITHUB_TIMEOUT_MS, languageShares, toLanguageMap } from '../github/client';
import { projectDraft } from './projectDraft';

/** What the import reads of a repository (the API answers with many more fields). */
export interface Repository {
  name: string;
  htmlUrl: string;
  description?: string;
  homepage?: string;
  topics: string[];
  language?: string;
  stars: number;
  fork: boolean;
  archived: boolean;
  createdAt: string;
  pushedAt: string;
}

export class RepositoryApiError extends Error {
  override name = 'RepositoryApiError';
}

export interface ApiOptions {
  apiBase?: string;
  token?: string;
  timeoutMs?: number;
}

/** Pages of 100 repositories read at most: 500 repositories are more than any portfolio shows. */
const MAX_PAGES = 5;
/** Languages of a repository listed as its technologies, at most (largest first). */
export const REPOSITORY_TECH_LIMIT = 6;

async function getJson(url: string, options: ApiOptions, what: string): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/vnd.github+json', 'User-Agent': 'portfolio-import' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(options.timeoutMs ?? GITHUB_TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error);
    throw new RepositoryApiError(`Could not reach the code-hosting API at ${new URL(url).origin} (${reason}).`);
  }
  const limited = response.status === 429 || (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
  if (limited) {
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    const when = Number.isFinite(reset) && reset > 0 ? ` until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : '';
    throw new RepositoryApiError(`The code-hosting API's rate limit is used up${when}; set GITHUB_TOKEN for a higher one, or try again later.`);
  }
  if (response.status === 404) throw new RepositoryApiError(`The code-hosting API knows no ${what}.`);
  if (!response.ok) throw new RepositoryApiError(`The code-hosting API answered ${response.status} ${response.statusText} for ${what}.`);
  try {
    return await response.json();
  } catch {
    throw new RepositoryApiError(`The code-hosting API answered ${what} with something that is not JSON.`);
  }
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function toRepository(value: unknown): Repository | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const repo = value as Record<string, unknown>;
  const name = str(repo.name);
  const htmlUrl = str(repo.html_url);
  if (!name || !htmlUrl) return undefined;
  return {
    name,
    htmlUrl,
    description: str(repo.description),
    homepage: str(repo.homepage),
    topics: Array.isArray(repo.topics) ? repo.topics.filter((topic): topic is string => typeof topic === 'string') : [],
    language: str(repo.language),
    stars: typeof repo.stargazers_count === 'number' ? repo.stargazers_count : 0,
    fork: repo.fork === true,
    archived: repo.archived === true,
    createdAt: str(repo.created_at) ?? '',
    pushedAt: str(repo.pushed_at) ?? '',
  };
}

/** Every public repository the user owns, as the API lists them. */
export async function fetchRepositories(user: string, options: ApiOptions = {}): Promise<Repository[]> {
  const base = options.apiBase ?? GITHUB_API_BASE;
  const repositories: Repository[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const url = `${base}/users/${encodeURIComponent(user)}/repos?type=owner&per_page=100&page=${page}`;
    const body = await getJson(url, options, `user "${user}"`);
    if (!Array.isArray(body)) throw new RepositoryApiError(`The code-hosting API answered the repositories of "${user}" with something that is not a list.`);
    repositories.push(...body.map(toRepository).filter((repo) => repo !== undefined));
    if (body.length < 100) break;
  }
  return repositories;
}

/** A repository's languages, largest first. */
export async function fetchLanguages(user: string, repository: string, options: ApiOptions = {}): Promise<string[]> {
  const base = options.apiBase ?? GITHUB_API_BASE;
  const body = await getJson(`${base}/repos/${encodeURIComponent(user)}/${encodeURIComponent(repository)}/languages`, options, `repository "${user}/${repository}"`);
  return languageShares(toLanguageMap(body), REPOSITORY_TECH_LIMIT).map((share) => share.name);
}

export interface Choice {
  /** Repository names to take, in this order; otherwise the most starred. */
  names?: readonly string[];
  limit: number;
  forks: boolean;
}

/** The repositories to import: the named ones, or the most starred (then most recently pushed) non-forks. */
export function chooseRepositories(repositories: readonly Repository[], choice: Choice): { chosen: Repository[]; unknown: string[] } {
  if (choice.names?.length) {
    const byName = new Map(repositories.map((repo) => [repo.name.toLowerCase(), repo]));
    return {
      chosen: choice.names.map((name) => byName.get(name.toLowerCase())).filter((repo) => repo !== undefined),
      unknown: choice.names.filter((name) => !byName.has(name.toLowerCase())),
    };
  }
  const candidates = repositories.filter((repo) => choice.forks || !repo.fork);
  const sorted = [...candidates].sort((a, b) => b.stars - a.stars || b.pushedAt.localeCompare(a.pushedAt) || a.name.localeCompare(b.name));
  return { chosen: sorted.slice(0, choice.limit), unknown: [] };
}

const month = (iso: string) => (/^\d{4}-\d{2}/.test(iso) ? (iso.slice(0, 7) as `${number}-${number}`) : undefined);

/** A project file's content from a repository and its languages. */
export function projectFromRepository(repo: Repository, languages: readonly string[], id: string, options: { featured: boolean; today: `${number}-${number}` }): ProjectInput {
  const technologies = languages.length ? languages : repo.language ? [repo.language] : ['Other'];
  const startDate = month(repo.createdAt) ?? options.today;
  return projectDraft(id, {
    title: repo.name,
    subtitle: repo.language ? `${repo.language} repository` : 'Repository',
    description: repo.description ?? `The ${repo.name} repository.`,
    technologies,
    tags: repo.topics,
    hints: repo.topics,
    startDate,
    // An archived repository is finished: it ended when it was last pushed to.
    endDate: repo.archived ? month(repo.pushedAt) : undefined,
    urls: [repo.htmlUrl, repo.homepage],
    featured: options.featured,
  });
}
