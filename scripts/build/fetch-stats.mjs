// Runs in npm "prebuild", after the content check. Only when asked (GITHUB_TOKEN, as the Pages
// workflow passes it, or PRERENDER_STATS=1): fetches each project's repository stats and languages
// once, so the project pages carry them in their HTML, marked "as of {date}". Without either, it
// makes no request and removes an older file: the build then behaves as if this step did not exist.
// GITHUB_API_URL points it at another API base (a test's stub server). The token is sent to the
// API only; the file holds the stats and nothing else. A rate limit stops the asking at once.
import '../node/load-env.mjs';
import '../node/register-ts.mjs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const { readEnv, prerenderStatsWanted } = await import('@/lib/content/env');
const { BUILD_STATS_FILE } = await import('@/lib/github/prerenderedStats');
const { getProjects } = await import('@/lib/content/projects');
const { content } = await import('@/lib/content');
const { fetchRepositoryStats, parseRepositoryUrl } = await import('@/lib/github/client');
const { rateLimitReset } = await import('@/lib/github/api');

const env = readEnv();
const file = path.resolve(BUILD_STATS_FILE);
rmSync(file, { force: true });
if (!prerenderStatsWanted(env)) process.exit(0);

const fetchedAt = new Date().toISOString();
const entries = {};
let failed = 0;
const withRepository = getProjects(content).filter((project) => project.github && parseRepositoryUrl(project.github));
for (const [index, project] of withRepository.entries()) {
  // A rate limit holds for every repository until the API's reset time: asking for the others
  // would only be refused too (and count against the limit).
  let rateLimited = false;
  const onNotOk = (response) => {
    rateLimited = rateLimitReset(response, Date.now()) !== undefined;
  };
  try {
    const stats = await fetchRepositoryStats(parseRepositoryUrl(project.github), { apiBase: env.GITHUB_API_URL, token: env.GITHUB_TOKEN, onNotOk });
    if (stats) entries[project.id] = { repository: project.github, fetchedAt, stats };
    else failed += 1;
  } catch (error) {
    failed += 1;
    console.warn(`Repository stats of ${project.id}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (rateLimited) {
    const left = withRepository.length - index - 1;
    failed += left;
    console.warn(`The API's rate limit is reached: stopped asking${left ? ` (${left} more project${left === 1 ? '' : 's'} not asked)` : ''}.`);
    break;
  }
}
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
const count = Object.keys(entries).length;
console.log(
  `Repository stats prerendered for ${count} project${count === 1 ? '' : 's'}` +
    (failed ? ` (${failed} without: their pages load stats in the browser only).` : '.'),
);
