// The one repository-URL rule, used by the content check (lib/model/schema.ts)
// and by the browser client (lib/github/client.ts). Plain TypeScript, no dependencies.

export interface RepoRef {
  owner: string;
  repo: string;
}

const HOSTS = new Set(['github.com', 'www.github.com']);
const OWNER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;
const REPO = /^[A-Za-z0-9._-]+$/;

/**
 * "https://github.com/{owner}/{repo}" (a trailing slash, ".git", a query or a fragment are
 * tolerated) gives its owner and repository; anything else gives null.
 */
export function matchRepositoryUrl(url: string): RepoRef | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !HOSTS.has(parsed.hostname.toLowerCase())) return null;
  const match = /^\/([^/]+)\/([^/]+?)(?:\.git)?\/?$/.exec(parsed.pathname);
  if (!match) return null;
  const [, owner = '', repo = ''] = match;
  if (!OWNER.test(owner) || !REPO.test(repo) || repo === '.' || repo === '..') return null;
  return { owner, repo };
}

export const isRepositoryUrl = (url: string): boolean => matchRepositoryUrl(url) !== null;
