// The project page's stats card: a broken cache entry or a render fault never takes the page down,
// and figures from the build show in the first HTML, "as of" their date, until live ones arrive
// (and stay when the live call fails).
import { render, screen, waitFor } from '@testing-library/react';
import { RepositoryStatsCard } from '@/components/projectPage/RepositoryStatsCard';
import { STATS_ICONS } from '@/components/projectPage/drawnIcons';
import { repositoryStatsTexts } from '@/components/projectPage/projectTexts';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { formatRepoDate, mapRepositoryStats } from '@/lib/github/client';
import { StatsErrorBoundary } from '@/components/projectPage/stats/StatsErrorBoundary';
import { fakeResponse } from '../../helpers/githubFakes';
import { formatText } from '@/lib/format/text';

const built = { stats: mapRepositoryStats({ stargazers_count: 1234, forks_count: 5 }, { Rust: 100 }), fetchedAt: '2026-02-03T10:00:00.000Z' };
const asOf = formatText(interfaceDefaults.repositoryStats.asOf, { date: formatRepoDate(built.fetchedAt) });
const builtTexts = repositoryStatsTexts(interfaceDefaults.repositoryStats, built);
const liveTexts = repositoryStatsTexts(interfaceDefaults.repositoryStats);

function api(answer: (url: string) => Promise<Response>) {
  global.fetch = jest.fn(answer) as unknown as typeof fetch;
}
const live = (url: string) =>
  Promise.resolve(fakeResponse(JSON.stringify(url.endsWith('/languages') ? { Go: 10 } : { stargazers_count: 98765 })));

beforeEach(() => {
  window.sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('a corrupted stats cache', () => {
  it('is dropped: the card shows the live stats instead of crashing the page', async () => {
    window.sessionStorage.setItem('repo-stats:v2:octo/corrupt', JSON.stringify({ savedAt: Date.now(), value: { stars: 3 } }));
    api(live);
    render(
      <main>
        <h1>Project</h1>
        <RepositoryStatsCard repositoryUrl="https://github.com/octo/corrupt" texts={liveTexts} icons={STATS_ICONS} />
      </main>,
    );
    expect(await screen.findByText('98,765')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Project' })).toBeInTheDocument();
  });
});

describe('the error boundary around the stats', () => {
  it('leaves the failing widget out and keeps the rest of the page', () => {
    const Broken = () => {
      throw new TypeError("Cannot convert undefined or null to object");
    };
    render(
      <main>
        <StatsErrorBoundary>
          <Broken />
        </StatsErrorBoundary>
        <p>The rest of the page</p>
      </main>,
    );
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Error showing GitHub stats', expect.any(TypeError));
  });
});

describe('stats from the build', () => {
  it('show at once, marked "as of" their date, then give way to the live figures', async () => {
    api(live);
    render(<RepositoryStatsCard repositoryUrl="https://github.com/octo/refresh" prerendered={built} texts={builtTexts} icons={STATS_ICONS} />);
    // The first render (the prerendered HTML) has the build's figures.
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText(asOf)).toBeInTheDocument();
    expect(await screen.findByText('98,765')).toBeInTheDocument();
    expect(screen.queryByText(asOf)).toBeNull();
  });

  it('stay when the live call fails', async () => {
    api(() => Promise.resolve(fakeResponse('{}', 500, 'Server Error')));
    render(<RepositoryStatsCard repositoryUrl="https://github.com/octo/down" prerendered={built} texts={builtTexts} icons={STATS_ICONS} />);
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('GitHub API error: 500 Server Error'));
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText(asOf)).toBeInTheDocument();
  });
});
