'use client';

import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import { DEFAULT_CATEGORY, DEFAULT_SORT, selectProjects } from '@/components/projectList/projectFilters';
import type { CardTexts, ProjectCardItem } from './cardItem';
import { useProjectQuery } from '@/components/projectList/useProjectQuery';
import { ProjectControls } from './ProjectControls';
import type { ProjectListProps } from './ProjectList';
import { SearchParamsWatcher } from './SearchParamsWatcher';
import { wantListMotion } from './listMotion';
import styles from './ProjectsExplorer.module.css';
// The prerendered cards paint with these styles before the list's code (lazy, below) arrives, and
// without JavaScript: they come with the page, not only with that code, else the cards paint
// unstyled and the page is restyled and laid out again when it comes (the postbuild's
// styled-markup step checks every page).
import './ProjectCard.module.css';
import '@/components/ui/StatusBadge.module.css';
import '@/components/ui/Button.module.css';

// The animated list and framer-motion load after hydration; until then the prerendered list stays
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
}

/** The interactive part of the Projects list: controls, the live count, the cards or the empty state. */
export function ProjectsExplorer({ items, cardTexts, texts }: ProjectsExplorerProps) {
  const [query, update] = useProjectQuery();
  // null until the visitor toggles it: then the panel opens by itself when the URL asks for a
  // sort order other than the default, so a shared link shows why the order differs.
  const [filtersToggled, setFiltersToggled] = useState<boolean | null>(null);
  const filtersOpen = filtersToggled ?? query.sort !== DEFAULT_SORT;
  const searchRef = useRef<HTMLInputElement>(null);
  const shown = useMemo(() => selectProjects(items, query), [items, query]);
  // The first paint (the prerendered HTML, then hydration) rises in by CSS, so the cards show before
  // any script runs; from the visitor's first change on, framer-motion animates what changes.
  const [firstQuery] = useState(query);
  const firstPaint = query === firstQuery;
  // A change that came without a gesture on the list (Back, Forward) fetches the animation code too.
  useEffect(() => {
    if (!firstPaint) wantListMotion();
  }, [firstPaint]);

  const clearFilters = () => {
    update({ search: '', category: DEFAULT_CATEGORY, sort: DEFAULT_SORT }, 'push');
    // The empty state (and its button) is gone now: keep keyboard focus somewhere useful.
    searchRef.current?.focus();
  };

  const list: ProjectListProps = { shown, view: query.view, firstPaint, cardTexts, onClear: clearFilters, texts };

  return (
    // A pointer over the list or its controls (a mouse, or a finger before its tap), or focus in
    // them: the visitor is about to change the list, so its animation code is fetched now.
    <div className={styles.explorer} onPointerOver={wantListMotion} onFocus={wantListMotion}>
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
        count={
          <p className={styles.count} role="status">
            {texts.counts[shown.length]}
          </p>
        }
      />
      <Suspense fallback={null}>
        <ProjectList {...list} />
      </Suspense>
    </div>
  );
}

