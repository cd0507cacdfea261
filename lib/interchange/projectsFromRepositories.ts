// An owner's public repositories as project files (npm run import:github): the choice (non-forks,
// most starred first, or the ones named) and the project each becomes. Pure: the repositories and
// their languages come from the code-hosting client (lib/github/repositories.ts).
import type { Repository } from '../github/repositories';
import type { ProjectInput } from '../model/types';
import { projectDraft } from './projectDraft';

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
