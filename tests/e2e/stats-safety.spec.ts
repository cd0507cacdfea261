// Faults around the repository stats never take a project page down: a bad entry in the tab's
// sessionStorage is dropped, and a refused answer (rate limit) is remembered across page loads, so
// no request goes out before the API's reset time. Also: an SVG opened directly runs nothing.
import type { Page } from '@playwright/test';
import { expect, STUB_REPOSITORY, test } from './fixtures';
import { projects, ui } from './content';

const withRepository = projects.filter((project) => project.github);
const repoKey = (github: string) => {
  const [, owner = '', repo = ''] = /github\.com\/([^/]+)\/([^/.]+)/.exec(github) ?? [];
  return `${owner}/${repo}`.toLowerCase();
};

/** Writes `entry` under the stats key of `github` (old and versioned names) before the page loads. */
async function seedStorage(page: Page, github: string, entry: unknown) {
  await page.addInitScript(
    ([key, value]) => {
      for (const prefix of ['repo-stats:', 'repo-stats:v2:']) window.sessionStorage.setItem(prefix + key, value);
    },
    [repoKey(github), JSON.stringify(entry)] as const,
  );
}

// Only an owner with a repository on some project has stats (the first one is enough).
for (const project of withRepository.slice(0, 1)) test.describe('stats in a broken or hostile sessionStorage', () => {
  // A stats entry of an older shape (or another site's): everything but the languages.
  const withoutLanguages = { stars: 1, forks: 1, watchers: 1, openIssues: 0, language: 'Go', size: 1, createdAt: '', updatedAt: '', description: '' };

  test('an entry without languages is dropped: the page stays and shows the live stats', async ({ page }) => {
    await seedStorage(page, project.github ?? '', { savedAt: Date.now(), value: withoutLanguages });
    await page.goto(`/projects/${project.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    const card = page.getByRole('region', { name: ui.repositoryStats.heading });
    await expect(card).toContainText(STUB_REPOSITORY.stargazers_count.toLocaleString('en-US'));
  });

  test('an entry dated in the future is not served: the live stats replace it', async ({ page }) => {
    const future = { ...withoutLanguages, languages: { Cobol: 1 }, stars: 424242 };
    await seedStorage(page, project.github ?? '', { savedAt: Date.now() + 365 * 24 * 60 * 60 * 1000, value: future });
    await page.goto(`/projects/${project.id}/`);
    const card = page.getByRole('region', { name: ui.repositoryStats.heading });
    await expect(card).toContainText(STUB_REPOSITORY.stargazers_count.toLocaleString('en-US'));
    await expect(card).not.toContainText('Cobol');
  });
});

if (withRepository.length > 0) test.describe('a rate limit of the API', () => {

  test('is remembered across page loads: no request before x-ratelimit-reset, for any project', async ({ page, problems }) => {
    problems.allowConsole(/^Failed to load resource: the server responded with a status of 403/);
    problems.allowConsole(/^GitHub API error: 403/);
    const asked: string[] = [];
    await page.route('https://api.github.com/**', (route) => {
      asked.push(route.request().url());
      const reset = Math.floor(Date.now() / 1000) + 30 * 60;
      return route.fulfill({
        status: 403,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset), 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-ratelimit-remaining, x-ratelimit-reset' },
        body: '{"message":"API rate limit exceeded"}',
      });
    });
    const [first] = withRepository as [(typeof withRepository)[number]];
    const refused = page.waitForEvent('console', (message) => message.text().startsWith('GitHub API error: 403'));
    await page.goto(`/projects/${first.id}/`);
    await refused;
    expect(asked).toHaveLength(1);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    for (const project of withRepository.slice(1, 3)) {
      await page.goto(`/projects/${project.id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
    }
    // Every request the hydrated page makes has been made once the network is idle.
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    await expect(page.getByRole('region', { name: ui.repositoryStats.heading })).toHaveCount(0);
  });
});

test('an SVG of the site opened directly gets a policy that runs nothing', async ({ page }) => {
  const response = await page.request.get('icon.svg');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'none'");
  expect(policy).toMatch(/(^|; )sandbox(;|,|$)/);
});
