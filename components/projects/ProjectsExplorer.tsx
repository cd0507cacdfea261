'use client';

import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import { CARD_STAGGER_S } from '@/lib/constants';
import { formatProjectCount } from '@/lib/projectCard';
import { DEFAULT_CATEGORY, DEFAULT_SORT, selectProjects, type ProjectListItem } from '@/lib/projectFilters';
import { useProjectQuery } from '@/lib/hooks/useProjectQuery';
import { ProjectControls } from './ProjectControls';
import { ProjectsEmpty } from './ProjectsEmpty';
import { SearchParamsWatcher } from './SearchParamsWatcher';
import styles from './ProjectsExplorer.module.css';

interface ProjectsExplorerProps {
  /** Every project, with the fields filtering and sorting read. */
  items: ProjectListItem[];
  /** The server-rendered card of each project, by id: this component only picks and orders them. */
  cards: Record<string, ReactNode>;
}

/** The interactive part of the Projects list: controls, the live count, the cards or the empty state. */
export function ProjectsExplorer({ items, cards }: ProjectsExplorerProps) {
  const [query, update] = useProjectQuery();
  // null until the visitor toggles it: then the panel opens by itself when the URL asks for a
  // sort order other than the default, so a shared link shows why the order differs.
  const [filtersToggled, setFiltersToggled] = useState<boolean | null>(null);
  const filtersOpen = filtersToggled ?? query.sort !== DEFAULT_SORT;
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => selectProjects(items, query), [items, query]);

  const clearFilters = () => {
    update({ search: '', category: DEFAULT_CATEGORY, sort: DEFAULT_SORT }, 'push');
    // The empty state (and its button) is gone now: keep keyboard focus somewhere useful.
    searchRef.current?.focus();
  };

  return (
    <div className={styles.explorer}>
      <Suspense fallback={null}>
        <SearchParamsWatcher />
      </Suspense>
      <ProjectControls
        query={query}
        onChange={update}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersToggled(!filtersOpen)}
        searchRef={searchRef}
        count={
          <p className={styles.count} role="status">
            {formatProjectCount(shown.length)}
          </p>
        }
      />
      {shown.length > 0 ? (
        <ul className={styles.list} data-view={query.view} aria-label="Projects">
          {shown.map((item, index) => (
            <li
              key={item.id}
              className={styles.item}
              // spec: entrance delay 0.05 s per index. A plain property, not an inherited custom
              // property, so re-indexing while typing restyles the row alone, not the whole card.
              style={{ animationDelay: `${(index * CARD_STAGGER_S).toFixed(2)}s` }}
            >
              {cards[item.id]}
            </li>
          ))}
        </ul>
      ) : (
        <ProjectsEmpty onClear={clearFilters} />
      )}
    </div>
  );
}
