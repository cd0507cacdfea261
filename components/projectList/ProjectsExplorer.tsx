'use client';

import { Suspense, lazy, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import { DEFAULT_CATEGORY, DEFAULT_SORT, filterProjects, sortProjects } from '@/components/projectList/projectFilters';
import type { CardTexts, ProjectCardItem } from './cardItem';
import { useProjectQuery } from '@/components/projectList/useProjectQuery';
import { CARDS_IN_FIRST_VIEW } from '@/components/ui/motion';
import { ProjectControls, type ControlIcons } from './ProjectControls';
import type { ProjectListProps } from './ProjectList';
import { SearchParamsWatcher } from './SearchParamsWatcher';
import styles from './ProjectsExplorer.module.css';
// The prerendered cards paint with these styles before the list's code (lazy, below) arrives, and
// without JavaScript: they come with the page, not only with that code, else the cards paint
// unstyled and the page is restyled and laid out again when it comes (the postbuild's
// styled-markup step checks every page).
import './ProjectCard.module.css';
import '@/components/ui/StatusBadge.module.css';
import '@/components/ui/Button.module.css';

// The list's code loads after hydration; until then the prerendered list stays
// on screen (React keeps the server HTML of a boundary whose code has not arrived, and hydrates it
// when the code comes). The fallback is empty: a second, static copy of the list would be
// in the HTML too (duplicate ids). A long list would be streamed to the end of the page; the
// postbuild puts it back in place (scripts/build/html/streamedBoundaries.ts).
const ProjectList = lazy(() => import('./ProjectList').then((module) => ({ default: module.ProjectList })));

interface ProjectsExplorerProps {
  /** Every project: the fields filtering and sorting read, and what its card shows. */
  items: ProjectCardItem[];
  cardTexts: CardTexts;
  texts: ExplorerTexts;
  icons: ControlIcons;
}

/** The interactive part of the Projects list: controls, the live count, the cards or the empty state. */
export function ProjectsExplorer({ items, cardTexts, texts, icons }: ProjectsExplorerProps) {
  const [query, update] = useProjectQuery();
  // null until the visitor toggles it: then the panel opens by itself when the URL asks for a
  // sort order other than the default, so a shared link shows why the order differs.
  const [filtersToggled, setFiltersToggled] = useState<boolean | null>(null);
  const filtersOpen = filtersToggled ?? query.sort !== DEFAULT_SORT;
  const searchRef = useRef<HTMLInputElement>(null);
  // A list longer than a screen's first view follows the query a step behind the controls: a tap
  // paints its control pressed (or the key typed) at once, and the cards change in the render
  // React does next, which yields to the browser (a deferred value). At 60 projects a category
  // re-rendered, restyled and laid out 60 rows before the tap's first paint. A shorter list
  // changes in the tap's own frame: deferring it there only adds a frame before the cards change
  // (docs/measurements/responsiveness.md).
  const deferredQuery = useDeferredValue(query);
  const listQuery = items.length > CARDS_IN_FIRST_VIEW ? deferredQuery : query;
  // Every project in the chosen order, and which of them the query shows: the list keeps a row
  // per project and only shows, hides and moves them.
  const { sort, search, category } = listQuery;
  const ordered = useMemo(() => sortProjects(items, sort), [items, sort]);
  const shownIndex = useMemo(
    () => new Map(filterProjects(ordered, { search, category }).map((item, index) => [item.id, index])),
    [ordered, search, category],
  );
  // The first paint (the prerendered HTML, then hydration) rises in by CSS, so the cards show before
  // any script runs; from the visitor's first change on, the rows that change move.
  const [firstQuery] = useState(query);
  const firstPaint = listQuery === firstQuery;

  const clearFilters = useCallback(() => {
    update({ search: '', category: DEFAULT_CATEGORY, sort: DEFAULT_SORT }, 'push');
    // The empty state (and its button) is gone now: keep keyboard focus somewhere useful.
    searchRef.current?.focus();
  }, [update]);

  const list: ProjectListProps = {
    ordered,
    shownIndex,
    firstId: items[0]!.id,
    view: listQuery.view,
    firstPaint,
    cardTexts,
    onClear: clearFilters,
    texts,
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
        texts={texts}
        icons={icons}
        count={
          <p className={styles.count} role="status">
            {texts.counts[shownIndex.size]}
          </p>
        }
      />
      <Suspense fallback={null}>
        <ProjectList {...list} />
      </Suspense>
    </div>
  );
}

