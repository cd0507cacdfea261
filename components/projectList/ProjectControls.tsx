import type { ReactNode, RefObject } from 'react';
import { CATEGORY_FILTERS, DEFAULT_SORT, SORT_KEYS } from '@/components/projectList/projectFilters';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import type { ProjectQuery, ViewMode } from '@/components/projectList/projectQuery';
import type { HistoryMode } from '@/components/projectList/useProjectQuery';
import styles from './ProjectControls.module.css';

interface ProjectControlsProps {
  query: ProjectQuery;
  onChange: (patch: Partial<ProjectQuery>, mode: HistoryMode) => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** The live count, placed in the toolbar between the Filters toggle and the view toggle. */
  count: ReactNode;
  texts: ExplorerTexts;
  icons: ControlIcons;
}

/** The controls' icons, drawn by the page on the server (components/ui/plainIcon.tsx says why). */
export interface ControlIcons {
  search: ReactNode;
  filters: ReactNode;
  grid: ReactNode;
  list: ReactNode;
}

const FILTERS_PANEL_ID = 'project-filters';
const VIEWS: { value: ViewMode; label: 'gridView' | 'listView'; icon: 'grid' | 'list' }[] = [
  { value: 'grid', label: 'gridView', icon: 'grid' },
  { value: 'list', label: 'listView', icon: 'list' },
];

/** Search box, category buttons, Filters toggle with the Sort By select, and the view toggle. */
export function ProjectControls({ query, onChange, filtersOpen, onToggleFilters, searchRef, count, texts, icons }: ProjectControlsProps) {
  return (
    <div className={styles.controls}>
      <div role="search" className={styles.search}>
        <label htmlFor="project-search" className="visually-hidden">
          {texts.searchLabel}
        </label>
        {icons.search}
        <input
          ref={searchRef}
          id="project-search"
          className={styles.searchInput}
          type="search"
          placeholder={texts.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query.search}
          // Typing rewrites the current history entry instead of adding one per keystroke.
          onChange={(event) => onChange({ search: event.target.value }, 'replace')}
        />
      </div>

      <div role="group" aria-label={texts.categoryLabel} className={styles.categories}>
        {CATEGORY_FILTERS.map((category) => (
          <button
            key={category}
            type="button"
            className={styles.chip}
            aria-pressed={query.category === category}
            onClick={() => onChange({ category }, 'push')}
          >
            {texts.categories[category]}
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
          {icons.filters}
          {texts.filters}
        </button>
        {count}
        <div role="group" aria-label={texts.viewLabel} className={styles.views}>
          {VIEWS.map(({ value, label, icon }) => (
            <button
              key={value}
              type="button"
              className={styles.viewButton}
              aria-pressed={query.view === value}
              aria-label={texts[label]}
              title={texts[label]}
              onClick={() => onChange({ view: value }, 'push')}
            >
              {icons[icon]}
            </button>
          ))}
        </div>
      </div>

      <div id={FILTERS_PANEL_ID} className={styles.panel} hidden={!filtersOpen}>
        <label htmlFor="project-sort" className={styles.sortLabel}>
          {texts.sortBy}
        </label>
        <select
          id="project-sort"
          className={styles.select}
          value={query.sort}
          onChange={(event) =>
            onChange({ sort: SORT_KEYS.find((key) => key === event.target.value) ?? DEFAULT_SORT }, 'push')
          }
        >
          {SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {texts.sorts[key]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
