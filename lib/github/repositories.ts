// A user's public repositories and a repository's languages, as `npm run import:github` reads them
// (through the one client, ./api.ts). Any fault of the API (network, rate limit, unknown user,
// unexpected answer) is one GitHubApiError whose message is one line.
import { GitHubApiError, getAllPages, getOrFail, type ApiOptions } from './api';
import { languageShares, toLanguageMap } from './client';

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

/** Languages of a repository listed as its technologies, at most (largest first). */
export const REPOSITORY_TECH_LIMIT = 6;

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
  const listed = await getAllPages(`/users/${encodeURIComponent(user)}/repos?type=owner`, options, `user "${user}"`);
  return listed.map(toRepository).filter((repo) => repo !== undefined);
}

/** Requests in flight at once, at most: the API counts many at once against a secondary rate limit. */
export const LANGUAGE_REQUESTS_AT_ONCE = 4;

/** The languages of each of `repositories`, in their order, a few at a time; the first fault stops it. */
export async function fetchLanguagesOf(user: string, repositories: readonly string[], options: ApiOptions = {}): Promise<string[][]> {
  const languages: string[][] = [];
  for (let i = 0; i < repositories.length; i += LANGUAGE_REQUESTS_AT_ONCE) {
    const batch = repositories.slice(i, i + LANGUAGE_REQUESTS_AT_ONCE).map((repository) => fetchLanguages(user, repository, options));
    languages.push(...(await Promise.all(batch)));
  }
  return languages;
}

/** A repository's languages, largest first. */
export async function fetchLanguages(user: string, repository: string, options: ApiOptions = {}): Promise<string[]> {
  const what = `repository "${user}/${repository}"`;
  const body = await getOrFail(`/repos/${encodeURIComponent(user)}/${encodeURIComponent(repository)}/languages`, options, what);
  try {
    return languageShares(toLanguageMap(body), REPOSITORY_TECH_LIMIT).map((share) => share.name);
  } catch {
    throw new GitHubApiError(`The code-hosting API answered the languages of ${what} with something that is not a list of languages.`);
  }
}
