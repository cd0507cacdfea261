import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectsExplorer } from '@/components/projectList/ProjectsExplorer';
import { controlIcons } from '@/components/projectList/controlIcons';
import { explorerTexts } from '@/components/projectList/explorerTexts';
import { interfaceDefaults } from '@/lib/model/interfaceText';

// Outside Next's app router useSearchParams has no context; give it the current URL.
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
import { sortProjects } from '@/components/projectList/projectFilters';
import { cardTexts, toCardItem } from '@/components/projectList/cardItem';
import { projects } from '../../../fixtures/projects';
import { formatText } from '@/lib/format/text';
import { CARDS_IN_FIRST_VIEW } from '@/components/ui/motion';
import { useProjectQuery } from '@/components/projectList/useProjectQuery';
import { SearchParamsWatcher } from '@/components/projectList/SearchParamsWatcher';

const items = sortProjects(projects, 'date').map((project) => toCardItem(project, interfaceDefaults));
const t = interfaceDefaults.projects;

const explorer = (list = items) => (
  <ProjectsExplorer items={list} cardTexts={cardTexts(interfaceDefaults)} texts={explorerTexts(t, list.length)} icons={controlIcons()} />
);

function renderExplorer(url = '/projects/', list = items) {
  window.history.replaceState(null, '', url);
  return render(explorer(list));
}
const shownTitles = () =>
  within(screen.getByRole('list', { name: t.listLabel }))
    .queryAllByRole('heading')
    .map((h) => h.textContent);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('ProjectsExplorer', () => {
  it('starts with every project, latest first, and the defaults pressed', async () => {
    renderExplorer();
    // The animated list is code-split: the first render waits for its chunk (and the cards' code).
    await screen.findByRole('list', { name: t.listLabel }, { timeout: 5000 });
    expect(shownTitles()).toEqual(items.map((p) => p.title));
    expect(screen.getByRole('button', { name: t.categories.all })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: t.gridView })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(formatText(t.count, { count: items.length }));
  });

  it('reads the URL query after mount', () => {
    renderExplorer('/projects/?category=web&view=list&sort=name');
    const web = sortProjects(items.filter((p) => p.category === 'web'), 'name');
    expect(shownTitles()).toEqual(web.map((p) => p.title));
    expect(screen.getByRole('button', { name: t.categories.web })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: t.listView })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: t.listLabel })).toHaveAttribute('data-view', 'list');
    // A shared link with a non-default order opens the Filters panel to show why.
    expect(screen.getByRole('combobox', { name: t.sortBy })).toHaveValue('name');
    expect(screen.getByRole('button', { name: t.filters })).toHaveAttribute('aria-expanded', 'true');
  });

  it('writes choices to the URL: a history entry per choice, none per keystroke', async () => {
    const user = userEvent.setup();
    renderExplorer();
    const before = window.history.length;
    await user.click(screen.getByRole('button', { name: t.categories.data }));
    await waitFor(() => expect(window.location.search).toBe('?category=data'));
    expect(window.history.length).toBe(before + 1);
    await user.click(screen.getByRole('button', { name: t.categories.all }));
    await user.type(screen.getByRole('searchbox', { name: t.searchLabel }), 'PyT');
    await waitFor(() => expect(window.location.search).toBe('?q=PyT'));
    expect(window.history.length).toBe(before + 2);
  });

  it('shows a choice at once and writes it to the URL after the next frame, in order', async () => {
    renderExplorer();
    const before = window.history.length;
    // Two choices within one frame: both show at once, the second builds on the first.
    fireEvent.click(screen.getByRole('button', { name: t.categories.data }));
    fireEvent.click(screen.getByRole('button', { name: t.listView }));
    expect(screen.getByRole('button', { name: t.categories.data })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: t.listLabel })).toHaveAttribute('data-view', 'list');
    expect(window.location.search).toBe('');
    // Then each reaches the history as its own entry.
    await waitFor(() => expect(window.location.search).toBe('?category=data&view=list'));
    expect(window.history.length).toBe(before + 2);
  });

  it('drops a choice not yet written when the visitor goes Back', async () => {
    renderExplorer('/projects/?category=ml');
    fireEvent.click(screen.getByRole('button', { name: t.categories.data }));
    act(() => {
      window.history.replaceState(null, '', '/projects/?category=web');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('button', { name: t.categories.web })).toHaveAttribute('aria-pressed', 'true');
    // A frame later the dropped choice has not come back.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(window.location.search).toBe('?category=web');
    expect(screen.getByRole('button', { name: t.categories.web })).toHaveAttribute('aria-pressed', 'true');
  });

  // Next.js's router writes the address of each of its commits, and a commit of an earlier choice
  // can land after a later one was written: the list must not take that older address back.
  it('keeps what was typed when the router shows an older address of the list for a moment', async () => {
    const user = userEvent.setup();
    const { rerender } = renderExplorer();
    const box = screen.getByRole('searchbox', { name: t.searchLabel });
    await user.type(box, 'z');
    await waitFor(() => expect(window.location.search).toBe('?q=z'));
    await user.type(box, 'z');
    await waitFor(() => expect(window.location.search).toBe('?q=zz'));
    await user.type(box, 'z');
    // The router's late commit of the first key: the address reads "?q=z" again, and the router
    // (here the mocked useSearchParams, which reads the address) shows it.
    window.history.replaceState(null, '', '/projects/?q=z');
    rerender(explorer());
    expect(box).toHaveValue('zzz');
    await user.type(box, 'y');
    expect(box).toHaveValue('zzzy');
    await waitFor(() => expect(window.location.search).toBe('?q=zzzy'));
    // A link to the list with another query (not one of the list's own) is followed.
    window.history.pushState(null, '', '/projects/?category=web');
    rerender(explorer());
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: t.categories.web })).toHaveAttribute('aria-pressed', 'true');
  });

  // A tap made before the scripts ran is replayed at hydration, and the part that watches Next's
  // router may appear after it, while the choice is still on its way to the address.
  it("keeps a choice made before the router's watcher appears", async () => {
    function Chooser({ watching }: { watching: boolean }) {
      const [query, update] = useProjectQuery();
      return (
        <>
          <button type="button" onClick={() => update({ category: 'ml' }, 'push')}>
            {query.category}
          </button>
          {watching && <SearchParamsWatcher />}
        </>
      );
    }
    window.history.replaceState(null, '', '/projects/');
    const { rerender } = render(<Chooser watching={false} />);
    fireEvent.click(screen.getByRole('button'));
    rerender(<Chooser watching />);
    expect(screen.getByRole('button')).toHaveTextContent('ml');
    await waitFor(() => expect(window.location.search).toBe('?category=ml'));
    expect(screen.getByRole('button')).toHaveTextContent('ml');
  });

  it('keeps the typed text, spaces included, and the caret at the end', async () => {
    const user = userEvent.setup();
    renderExplorer();
    const box = screen.getByRole('searchbox', { name: t.searchLabel }) as HTMLInputElement;
    await user.type(box, 'time series ');
    expect(box).toHaveValue('time series ');
    expect(box.selectionStart).toBe('time series '.length);
    expect(box).toHaveFocus();
  });

  it('toggles the Filters panel and sorts from its select', async () => {
    const user = userEvent.setup();
    renderExplorer();
    const toggle = screen.getByRole('button', { name: t.filters });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: t.sortBy }), t.sorts.name);
    expect(shownTitles()).toEqual(sortProjects(items, 'name').map((p) => p.title));
    await waitFor(() => expect(window.location.search).toBe('?sort=name'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('restores the state on Back/Forward (popstate)', () => {
    renderExplorer();
    act(() => {
      window.history.pushState(null, '', '/projects/?category=ml');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shownTitles()).toEqual(items.filter((p) => p.category === 'ml').map((p) => p.title));
    expect(screen.getByRole('button', { name: t.categories.ml })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the empty state, and its button clears every filter', async () => {
    const user = userEvent.setup();
    renderExplorer('/projects/?q=zzzz&category=mobile&sort=status&view=list');
    expect(await screen.findByRole('heading', { name: t.emptyTitle })).toBeVisible();
    expect(screen.getByText(t.emptyText)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(formatText(t.count, { count: 0 }));
    await user.click(screen.getByRole('button', { name: t.clearFilters }));
    // The empty state fades out before the list comes back (instantly in these tests).
    await waitFor(() => expect(shownTitles()).toEqual(items.map((p) => p.title)));
    await waitFor(() => expect(window.location.search).toBe('?view=list'));
    expect(screen.getByRole('searchbox', { name: t.searchLabel })).toHaveFocus();
  });

  it('staggers the entrance by 0.05 s per shown index', () => {
    renderExplorer();
    // The list's own rows, not the technology and tag lists inside each card.
    const rows = [...screen.getByRole('list', { name: t.listLabel }).querySelectorAll<HTMLElement>(':scope > li')];
    expect(rows.slice(0, 3).map((row) => row.style.animationDelay)).toEqual([
      '0s',
      '0.05s',
      '0.1s',
    ]);
  });

  it('keeps every card on "back to all": the same elements come back, none is built again', async () => {
    const user = userEvent.setup();
    renderExplorer();
    await screen.findByRole('list', { name: t.listLabel }, { timeout: 5000 });
    const category = items.find((item) => item.category !== items[0]!.category)!.category;
    const leaving = items[0]!;
    const card = screen.getByRole('article', { name: leaving.title });
    await user.click(screen.getByRole('button', { name: t.categories[category] }));
    // Left out: hidden from sight and from screen readers, and not counted.
    expect(screen.queryByRole('article', { name: leaving.title })).toBeNull();
    expect(card).not.toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(formatText(t.count, { count: items.filter((p) => p.category === category).length }));
    await user.click(screen.getByRole('button', { name: t.categories.all }));
    expect(screen.getByRole('article', { name: leaving.title })).toBe(card);
    expect(card).toBeVisible();
    expect(shownTitles()).toEqual(items.map((p) => p.title));
  });

  it('moves the cards of the first view only: the rows past it come back in place, never held invisible', async () => {
    // A long list: the fixtures four times over, under ids of their own.
    const many = Array.from({ length: 4 }, (_, copy) => items.map((item) => ({ ...item, id: `${item.id}-${copy}`, title: `${item.title} ${copy}` }))).flat();
    // A category without the last card: going back to all brings that card back, past the first view.
    const other = many.find((item) => item.category !== many.at(-1)!.category)!.category;
    renderExplorer(`/projects/?category=${other}`, many);
    await screen.findByRole('list', { name: t.listLabel }, { timeout: 5000 });
    expect(shownTitles()).toHaveLength(many.filter((item) => item.category === other).length);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: t.categories.all }));
    });
    const rows = [...screen.getByRole('list', { name: t.listLabel }).querySelectorAll<HTMLElement>(':scope > li')];
    expect(rows.every((row) => !row.hidden)).toBe(true);
    const rising = rows.map((row, index) => (row.hasAttribute('data-rise') ? index : -1)).filter((index) => index >= 0);
    // Some cards of the first view rise in (they start transparent), one after another ...
    expect(rising.length).toBeGreaterThan(1);
    const delays = rising.map((index) => parseFloat(rows[index]!.style.transitionDelay));
    expect(delays.every((delay, i) => i === 0 || delay > delays[i - 1]!)).toBe(true);
    // ... and none past it: those are in place at once.
    expect(Math.max(...rising)).toBeLessThan(CARDS_IN_FIRST_VIEW);
    expect(rows.slice(CARDS_IN_FIRST_VIEW).every((row) => row.hasAttribute('data-still'))).toBe(true);
  });
});
