import type { ReactNode, RefObject } from 'react';
import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import { CATEGORY_FILTERS, DEFAULT_SORT, SORT_OPTIONS } from '@/lib/projectFilters';
import type { ProjectQuery, ViewMode } from '@/components/projects/projectQuery';
import type { HistoryMode } from '@/components/projects/useProjectQuery';
import styles from './ProjectControls.module.css';

interface ProjectControlsProps {
  query: ProjectQuery;
  onChange: (patch: Partial<ProjectQuery>, mode: HistoryMode) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** The live count, placed in the toolbar between the Filters toggle and the view toggle. */
  count: ReactNode;
}

const FILTERS_PANEL_ID = 'project-filters';
const VIEWS: { value: ViewMode; label: string; Icon: typeof List }[] = [
  { value: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { value: 'list', label: 'List view', Icon: List },
];

/** Search box, category buttons, Filters toggle with the Sort By select, and the view toggle. */
export function ProjectControls({ query, onChange, filtersOpen, onToggleFilters, searchRef, count }: ProjectControlsProps) {
  return (
    <div className={styles.controls}>
      <div role="search" className={styles.search}>
        <label htmlFor="project-search" className="visually-hidden">
          Search projects
        </label>
        <Search className={styles.searchIcon} size={18} aria-hidden="true" focusable="false" />
        <input
          ref={searchRef}
          id="project-search"
          className={styles.searchInput}
          type="search"
          placeholder="Search projects, technologies..."
          autoComplete="off"
          spellCheck={false}
          value={query.search}
          // Typing rewrites the current history entry instead of adding one per keystroke.
          onChange={(event) => onChange({ search: event.target.value }, 'replace')}
        />
      </div>

      <div role="group" aria-label="Category" className={styles.categories}>
        {CATEGORY_FILTERS.map((category) => (
          <button
            key={category.value}
            type="button"
            className={styles.chip}
            aria-pressed={query.category === category.value}
            onClick={() => onChange({ category: category.value }, 'push')}
          >
            {category.label}
          </button>
        ))}
      </div>

      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toolButton}
          aria-expanded={filtersOpen}
          aria-controls={FILTERS_PANEL_ID}
          onClick={onToggleFilters}
        >
          <SlidersHorizontal size={16} aria-hidden="true" focusable="false" />
          Filters
        </button>
        {count}
        <div role="group" aria-label="View" className={styles.views}>
          {VIEWS.map(({ value, label, Icon }) => (
            <button
              key={value}
              type="button"
              className={styles.viewButton}
              aria-pressed={query.view === value}
              aria-label={label}
              title={label}
              onClick={() => onChange({ view: value }, 'push')}
            >
              <Icon size={18} aria-hidden="true" focusable="false" />
            </button>
          ))}
        </div>
      </div>

      <div id={FILTERS_PANEL_ID} className={styles.panel} hidden={!filtersOpen}>
        <label htmlFor="project-sort" className={styles.sortLabel}>
          Sort By
        </label>
        <select
          id="project-sort"
          className={styles.select}
          value={query.sort}
          onChange={(event) =>
            onChange({ sort: SORT_OPTIONS.find((o) => o.value === event.target.value)?.value ?? DEFAULT_SORT }, 'push')
          }
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
