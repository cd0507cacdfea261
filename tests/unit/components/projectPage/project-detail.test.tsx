import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectTabs, nextTabIndex } from '@/components/projectPage/ProjectTabs';
import { PhotoGrid } from '@/components/projectPage/PhotoGrid';
import { RepositoryStatsCard } from '@/components/projectPage/RepositoryStatsCard';
import { STATS_ICONS } from '@/components/projectPage/drawnIcons';
import { repositoryStatsTexts, screenshotAlts, viewerTexts } from '@/components/projectPage/projectTexts';
import { interfaceDefaults } from '@/lib/model/interfaceText';
import { useRepositoryStats } from '@/components/projectPage/stats/useRepositoryStats';
import { repoStatsCache } from '@/components/projectPage/stats/repoCache';
import { json } from '../../helpers/githubFakes';

const REPO_URL = 'https://github.com/octo/demo';
const { project: projectTexts, repositoryStats } = interfaceDefaults;
const statsTexts = repositoryStatsTexts(repositoryStats);

beforeEach(() => {
  repoStatsCache.clearMemory();
  window.sessionStorage.clear();
});

describe('ProjectTabs', () => {
  const tabs = ['Overview', 'Tech Stack', 'Features', 'Photos', 'Challenges'].map((label) => ({
    id: label.toLowerCase().replace(' ', '-'),
    label,
    panel: <p>{label} content</p>,
  }));

  it('renders every panel, only the first visible, with roving tabindex', () => {
    render(<ProjectTabs tabs={tabs} label="Project details" />);
    const all = screen.getAllByRole('tab');
    expect(all.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(all.map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview content');
    // Hidden panels are in the document (prerendered for search engines) but not shown.
    expect(screen.getByText('Challenges content').closest('[role="tabpanel"]')).not.toBeVisible();
  });

  it('moves with arrow keys (wrapping), Home and End, and activates on click', async () => {
    const user = userEvent.setup();
    render(<ProjectTabs tabs={tabs} label="Project details" />);
    await user.click(screen.getByRole('tab', { name: 'Features' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Features' })).toBeVisible());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Challenges' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Challenges' })).toHaveFocus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeVisible());
    expect(screen.getByText('Challenges content')).not.toBeVisible();
  });

  it("shows the chosen tab in the tap's own frame and its panel in the next", () => {
    jest.useFakeTimers();
    try {
      render(<ProjectTabs tabs={tabs} label="Project details" />);
      act(() => screen.getByRole('tab', { name: 'Photos' }).click());
      expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByText('Photos content').closest('[role="tabpanel"]')).not.toBeVisible();
      expect(screen.getByText('Overview content')).toBeVisible();
      // The next frame, then the task after it.
      act(() => jest.advanceTimersByTime(17));
      expect(screen.getByRole('tabpanel', { name: 'Photos' })).toBeVisible();
      expect(screen.getByText('Overview content')).not.toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 2, 5)).toBeNull();
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
  });
});

describe('useRepositoryStats', () => {
  it('is loading while fetching, then gives the stats', async () => {
    global.fetch = jest.fn((url: string) =>
      url.endsWith('/languages') ? json({ Go: 3, C: 1 }) : json({ stargazers_count: 42 }),
    ) as unknown as typeof fetch;
    const { result } = renderHook(() => useRepositoryStats(REPO_URL));
    expect(result.current).toEqual({ stats: null, loading: true, live: false });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.stats).toMatchObject({ stars: 42, languages: { Go: 3, C: 1 } });
  });

  it('logs "Error fetching GitHub stats" on failure and clears loading without stats', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const { result } = renderHook(() => useRepositoryStats(REPO_URL));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.stats).toBeNull();
    expect(error).toHaveBeenCalledWith('Error fetching GitHub stats', expect.any(TypeError));
  });

  it('is not loading and asks nothing without a repository', () => {
    global.fetch = jest.fn() as unknown as typeof fetch;
    const { result } = renderHook(() => useRepositoryStats(undefined));
    expect(result.current).toEqual({ stats: null, loading: false, live: false });
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('RepositoryStatsCard', () => {
  it('shows the top 5 languages with one-decimal percentages, stars, forks and last update', async () => {
    global.fetch = jest.fn((url: string) =>
      url.endsWith('/languages')
        ? json({ A: 500, B: 200, C: 100, D: 100, E: 50, F: 50 })
        : json({ stargazers_count: 1200, forks_count: 7, updated_at: '2025-03-04T00:00:00Z' }),
    ) as unknown as typeof fetch;
    render(<RepositoryStatsCard repositoryUrl={REPO_URL} texts={statsTexts} icons={STATS_ICONS} />);
    expect(await screen.findByRole('heading', { name: statsTexts.heading })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['A50.0%', 'B20.0%', 'C10.0%', 'D10.0%', 'E5.0%']);
    expect(screen.getByText('1,200')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2025')).toBeInTheDocument();
  });

  it('shows nothing and no error text when the API refuses', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(() => json({ message: 'rate limited' }, 403, 'Forbidden')) as unknown as typeof fetch;
    const { container } = render(<RepositoryStatsCard repositoryUrl={REPO_URL} texts={statsTexts} icons={STATS_ICONS} />);
    await waitFor(() => expect(error).toHaveBeenCalledWith('GitHub API error: 403 Forbidden'));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PhotoGrid viewer', () => {
  const images = ['/a.png', '/b.png', '/c.png'];
  const alts = screenshotAlts(projectTexts, 'Demo', images);
  const texts = viewerTexts(projectTexts);
  const renderGrid = () => render(<PhotoGrid images={images} alts={alts} texts={texts} />);

  it('opens on click, moves with arrow keys, closes on Escape and returns focus to the image', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: alts[1] }));
    // The viewer's code loads on first use; it animates out (instantly in these tests) on closing.
    const dialog = await screen.findByRole('dialog', { name: alts[1] });
    expect(screen.getByRole('button', { name: texts.closeViewer })).toHaveFocus();
    expect(document.body).toHaveAttribute('data-scroll-locked');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName(alts[2]);
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleName(alts[0]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(screen.getByRole('button', { name: alts[0] })).toHaveFocus();
  });

  it('closes by clicking the picture or the close button, and keeps Tab inside', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: alts[0] }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('img'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: alts[2] }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(screen.getByRole('button', { name: texts.closeViewer }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: alts[2] })).toHaveFocus();
  });

  it('the side buttons move without closing', async () => {
    const user = userEvent.setup();
    renderGrid();
    await user.click(screen.getByRole('button', { name: alts[0] }));
    await user.click(screen.getByRole('button', { name: texts.previousScreenshot }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(alts[2]);
  });
});
