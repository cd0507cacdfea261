import {
  filterProjects,
  matchesSearch,
  selectProjects,
  sortProjects,
  toListItem,
  type ProjectListItem,
} from '@/components/projectList/projectFilters';
import { projects } from '../../../fixtures/projects';

function item(overrides: Partial<ProjectListItem> & { id: string }): ProjectListItem {
  return {
    title: overrides.id,
    description: '',
    tags: [],
    category: 'web',
    status: 'completed',
    startDate: '2025-01',
    techStack: [],
    ...overrides,
  };
}

const trading = item({
  id: 'trading',
  title: 'Algorithmic Trading Platform',
  description: 'Backtests machine-learning strategies on minute bars.',
  tags: ['finance', 'time series'],
  category: 'ml',
  status: 'in-progress',
  startDate: '2025-07',
  techStack: [{ name: 'PyTorch' }, { name: 'FastAPI' }],
});
const scope = item({
  id: 'scope',
  title: 'StockScope',
  description: 'A dashboard for retail investors.',
  tags: ['dashboard', 'charts'],
  category: 'web',
  status: 'completed',
  startDate: '2025-02',
  techStack: [{ name: 'React' }],
});
const kernel = item({
  id: 'kernel',
  title: 'Bare-Metal Hypervisor',
  description: 'Runs guest kernels.',
  tags: ['virtualization'],
  category: 'infrastructure',
  status: 'maintained',
  startDate: '2025-09',
});
const energy = item({
  id: 'energy',
  title: 'energy Forecasting',
  description: 'Predicts demand.',
  tags: ['forecasting'],
  category: 'data',
  status: 'completed',
  startDate: '2024-09',
});
const all = [trading, scope, kernel, energy];
const ids = (list: { id: string }[]) => list.map((project) => project.id);

describe('search (title, description, any tag or technology, case-insensitive)', () => {
  it('matches the title in any case', () => {
    expect(ids(filterProjects(all, { search: 'stockscope', category: 'all' }))).toEqual(['scope']);
    expect(ids(filterProjects(all, { search: 'TRADING plat', category: 'all' }))).toEqual(['trading']);
  });

  it('matches the description', () => {
    expect(ids(filterProjects(all, { search: 'Retail Investors', category: 'all' }))).toEqual(['scope']);
  });

  it('matches a tag that appears nowhere else', () => {
    expect(matchesSearch(kernel, 'virtualization')).toBe(true);
    expect(kernel.title.toLowerCase()).not.toContain('virtualization');
    expect(kernel.description.toLowerCase()).not.toContain('virtualization');
    expect(ids(filterProjects(all, { search: 'Virtualization', category: 'all' }))).toEqual(['kernel']);
  });

  it('matches technology names, as the placeholder promises', () => {
    expect(ids(filterProjects(all, { search: 'fastapi', category: 'all' }))).toEqual(['trading']);
  });

  it('shows every project for empty or whitespace-only text', () => {
    expect(filterProjects(all, { search: '', category: 'all' })).toEqual(all);
    expect(filterProjects(all, { search: '   \t ', category: 'all' })).toEqual(all);
  });

  it('ignores surrounding whitespace and collapses runs of it', () => {
    expect(ids(filterProjects(all, { search: '  time   Series ', category: 'all' }))).toEqual(['trading']);
  });

  it('finds nothing for text that appears nowhere', () => {
    expect(filterProjects(all, { search: 'quantum', category: 'all' })).toEqual([]);
  });

  it('does not search other fields (category, status, subtitle)', () => {
    expect(filterProjects(all, { search: 'infrastructure', category: 'all' })).toEqual([]);
    expect(filterProjects(all, { search: 'in-progress', category: 'all' })).toEqual([]);
  });
});

describe('category (matches, or All)', () => {
  it('shows every project under All, infrastructure included', () => {
    expect(ids(filterProjects(all, { search: '', category: 'all' }))).toEqual(['trading', 'scope', 'kernel', 'energy']);
  });

  it('shows only the chosen category', () => {
    expect(ids(filterProjects(all, { search: '', category: 'ml' }))).toEqual(['trading']);
    expect(ids(filterProjects(all, { search: '', category: 'web' }))).toEqual(['scope']);
    expect(ids(filterProjects(all, { search: '', category: 'data' }))).toEqual(['energy']);
    expect(filterProjects(all, { search: '', category: 'mobile' })).toEqual([]);
  });

  it('needs both the category and the search text to match', () => {
    expect(filterProjects(all, { search: 'stockscope', category: 'ml' })).toEqual([]);
    expect(ids(filterProjects(all, { search: 'a', category: 'web' }))).toEqual(['scope']);
  });
});

describe('sorting', () => {
  it('date: newest startDate first', () => {
    expect(ids(sortProjects(all, 'date'))).toEqual(['kernel', 'trading', 'scope', 'energy']);
  });

  it('name: alphabetical by title, ignoring case', () => {
    expect(ids(sortProjects(all, 'name'))).toEqual(['trading', 'kernel', 'energy', 'scope']);
  });

  it('status: alphabetical by status (completed, in-progress, maintained)', () => {
    expect(sortProjects(all, 'status').map((p) => p.status)).toEqual([
      'completed',
      'completed',
      'in-progress',
      'maintained',
    ]);
  });

  it('breaks ties: same status by newest, same date by title, same title by newest', () => {
    expect(ids(sortProjects(all, 'status'))).toEqual(['scope', 'energy', 'trading', 'kernel']);
    const a = item({ id: 'a', title: 'Beta', startDate: '2025-03' });
    const b = item({ id: 'b', title: 'alpha', startDate: '2025-03' });
    expect(ids(sortProjects([a, b], 'date'))).toEqual(['b', 'a']);
    const older = item({ id: 'older', title: 'Same', startDate: '2024-01' });
    const newer = item({ id: 'newer', title: 'same', startDate: '2025-01' });
    expect(ids(sortProjects([older, newer], 'name'))).toEqual(['newer', 'older']);
  });

  it('returns a copy and leaves the input order alone', () => {
    const input = [...all];
    sortProjects(input, 'name');
    expect(input).toEqual(all);
  });
});

describe('selectProjects on parsed projects', () => {
  it('filters then sorts', () => {
    const web = selectProjects(projects.map(toListItem), { search: '', category: 'web', sort: 'name' });
    expect(web.map((p) => p.title)).toEqual(['Harbour Dashboard', 'Net Shop']);
  });

  it('keeps only what the browser needs in a list item', () => {
    const slim = toListItem(projects[0]!);
    expect(Object.keys(slim).sort()).toEqual(
      ['category', 'description', 'id', 'startDate', 'status', 'tags', 'techStack', 'title'].sort(),
    );
    expect(Object.keys(slim.techStack[0]!)).toEqual(['name']);
  });
});
