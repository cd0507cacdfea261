import 'server-only';
// Repository stats the build fetched (scripts/build/fetch-stats.mjs, only with GITHUB_TOKEN or
// PRERENDER_STATS=1), read back for the project pages. The file is checked before use: an entry
// is used only for the repository it was fetched for, with the right shape and a real date.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRepositoryStats, type PrerenderedStats } from '@/lib/github/client';

/** Where the build step writes the stats and the pages read them (git-ignored). */
export const BUILD_STATS_FILE = '.build-data/repo-stats.json';

/** The file's entry for a project: its repository, when it was fetched, and the stats. */
export interface BuildStatsEntry extends PrerenderedStats {
  repository: string;
}

/** The entry of `projectId` if it is for `repository` and well formed; undefined otherwise. */
export function pickPrerenderedStats(file: unknown, projectId: string, repository: string | undefined): PrerenderedStats | undefined {
  if (!repository || typeof file !== 'object' || file === null) return undefined;
  const entry = (file as Record<string, unknown>)[projectId];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { repository: fetchedFor, fetchedAt, stats } = entry as Partial<Record<keyof BuildStatsEntry, unknown>>;
  const parsed = parseRepositoryStats(stats);
  const date = typeof fetchedAt === 'string' ? Date.parse(fetchedAt) : NaN;
  if (fetchedFor !== repository || !parsed || !Number.isFinite(date)) return undefined;
  return { stats: parsed, fetchedAt: new Date(date).toISOString() };
}

let loaded: unknown;

/** The build's stats of a project, if the build fetched them. */
export function prerenderedStats(projectId: string, repository: string | undefined, root = process.cwd()): PrerenderedStats | undefined {
  if (loaded === undefined) {
    const file = path.join(root, BUILD_STATS_FILE);
    try {
      loaded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : null;
    } catch {
      console.warn(`${BUILD_STATS_FILE} is not readable JSON: the project pages go without prerendered stats.`);
      loaded = null;
    }
  }
  return pickPrerenderedStats(loaded, projectId, repository);
}
