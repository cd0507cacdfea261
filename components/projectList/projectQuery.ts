// The Projects list state in the URL (?q=&category=&sort=&view=), so a filtered view can be shared
// and Back/Forward restore it. Defaults are left out of the URL; invalid values fall back to them.
import {
  CATEGORY_FILTERS,
  DEFAULT_CATEGORY,
  DEFAULT_SORT,
  SORT_KEYS,
  type CategoryFilter,
  type SortKey,
} from '@/components/projectList/projectFilters';

/** The list view: grid (default) or list. */
export type ViewMode = 'grid' | 'list';
export const VIEW_MODES: readonly ViewMode[] = ['grid', 'list'];

export interface ProjectQuery {
  /** The search text exactly as typed (trimming happens when matching, so the caret never jumps). */
  search: string;
  category: CategoryFilter;
  sort: SortKey;
  view: ViewMode;
}

export const DEFAULT_PROJECT_QUERY: ProjectQuery = {
  search: '',
  category: DEFAULT_CATEGORY,
  sort: DEFAULT_SORT,
  view: 'grid',
};

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  const clean = value?.trim().toLowerCase();
  return allowed.find((option) => option === clean) ?? fallback;
}

/** Reads `?q=&category=&sort=&view=` (a search string or URLSearchParams); never throws. */
export function parseProjectQuery(search: string | URLSearchParams): ProjectQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    search: params.get('q') ?? DEFAULT_PROJECT_QUERY.search,
    category: pick(params.get('category'), CATEGORY_FILTERS, DEFAULT_PROJECT_QUERY.category),
    sort: pick(params.get('sort'), SORT_KEYS, DEFAULT_PROJECT_QUERY.sort),
    view: pick(params.get('view'), VIEW_MODES, DEFAULT_PROJECT_QUERY.view),
  };
}

/** "?q=…&category=…" with the defaults left out; "" for the default view. */
export function serializeProjectQuery(query: ProjectQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.category !== DEFAULT_PROJECT_QUERY.category) params.set('category', query.category);
  if (query.sort !== DEFAULT_PROJECT_QUERY.sort) params.set('sort', query.sort);
  if (query.view !== DEFAULT_PROJECT_QUERY.view) params.set('view', query.view);
  const text = params.toString();
  return text ? `?${text}` : '';
}
