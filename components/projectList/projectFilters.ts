// Which projects the Projects list shows, and in which order. Pure functions,
// shared by the page (server), the explorer (browser) and the tests.
import type { Project, ProjectCategory } from '../../lib/model/types';

/** The category buttons of the list page: "all" or one of the project categories with a button. */
export type CategoryFilter = 'all' | Extract<ProjectCategory, 'ml' | 'web' | 'data' | 'mobile'>;
/** Sort keys; date is the default. */
export type SortKey = 'date' | 'name' | 'status';

export const DEFAULT_CATEGORY: CategoryFilter = 'all';
export const DEFAULT_SORT: SortKey = 'date';

// The category buttons, in order (their names are interface texts: projects.categories).
// Infrastructure has no button: such projects show only under All.
export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['all', 'ml', 'web', 'data', 'mobile'];

// The Sort By options, in order, the default first (names: projects.sorts).
export const SORT_KEYS: readonly SortKey[] = ['date', 'name', 'status'];

/** The fields filtering reads: a full Project fits, and so does the slim list item below. */
export type FilterableProject = Pick<Project, 'title' | 'description' | 'tags' | 'category'> & {
  techStack: readonly { name: string }[];
};
/** The fields sorting reads. */
export type SortableProject = Pick<Project, 'title' | 'status' | 'startDate'>;

/** What the browser needs to filter and sort the list (the cards themselves are server-rendered). */
export type ProjectListItem = Pick<
  Project,
  'id' | 'title' | 'description' | 'tags' | 'category' | 'status' | 'startDate'
> & { techStack: { name: string }[] };

export function toListItem(project: Project): ProjectListItem {
  const { id, title, description, tags, category, status, startDate } = project;
  return { id, title, description, tags, category, status, startDate, techStack: project.techStack.map(({ name }) => ({ name })) };
}

/** Lower case with runs of whitespace collapsed, so "Time  Series " finds "time series". */
function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

export function matchesCategory(project: Pick<Project, 'category'>, category: CategoryFilter): boolean {
  return category === 'all' || project.category === category;
}

/**
 * The search text, case-insensitive, appears in the title, description or any tag. The search
 * box's placeholder promises technologies, so technology names match too. Empty or
 * whitespace-only text matches every project.
 */
export function matchesSearch(project: FilterableProject, search: string): boolean {
  const needle = normalise(search);
  if (!needle) return true;
  const fields = [project.title, project.description, ...project.tags, ...project.techStack.map((tech) => tech.name)];
  return fields.some((field) => normalise(field).includes(needle));
}

export function filterProjects<T extends FilterableProject>(
  projects: readonly T[],
  { search, category }: { search: string; category: CategoryFilter },
): T[] {
  return projects.filter((project) => matchesCategory(project, category) && matchesSearch(project, search));
}

// One collator for every comparison (localeCompare with options builds a new one per call).
const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const byTitle = (a: SortableProject, b: SortableProject) => titleCollator.compare(a.title, b.title);
// "YYYY-MM" strings order like dates.
const byNewest = (a: SortableProject, b: SortableProject) =>
  a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : 0;
const byStatus = (a: SortableProject, b: SortableProject) =>
  a.status < b.status ? -1 : a.status > b.status ? 1 : 0;

// Date = newest startDate first; name = alphabetical by title; status =
// alphabetical by status. Ties fall back to the other keys (newest, then title) so the order
// never depends on the order of the content files.
const comparators: Record<SortKey, ((a: SortableProject, b: SortableProject) => number)[]> = {
  date: [byNewest, byTitle],
  name: [byTitle, byNewest],
  status: [byStatus, byNewest, byTitle],
};

/** A sorted copy; the input is left untouched. */
export function sortProjects<T extends SortableProject>(projects: readonly T[], sort: SortKey): T[] {
  const chain = comparators[sort];
  return [...projects].sort((a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/**
 * The projects the list shows for a search, category and sort order, in that order: what a visitor
 * sees (the tests' expectation). The list itself keeps a row per project, so it takes the two steps
 * apart (ProjectsExplorer.tsx): every project sorted once, then the filter shows some of that order
 * (the sort is stable, so the result is the same).
 */
export function selectProjects<T extends FilterableProject & SortableProject>(
  projects: readonly T[],
  query: { search: string; category: CategoryFilter; sort: SortKey },
): T[] {
  return filterProjects(sortProjects(projects, query.sort), query);
}
