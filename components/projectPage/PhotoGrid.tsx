'use client';
// Clicking a screenshot opens it in a fullscreen viewer. When the viewer closes, focus goes
// back to the grid image that was last shown.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { whenIdleAfterLoad } from '@/components/hooks/idle';
import { Screenshot } from './Screenshot';
import type { ViewerTexts } from './ImageViewer';
import styles from './PhotoGrid.module.css';

// The viewer and its animation code are fetched once the page is idle and the grid is on screen
// (its tab shown and scrolled to), or on the first click: a visitor who never opens Photos never
// fetches them.
const loadViewer = () => import('./ViewerPresence');
const ViewerPresence = lazy(() => loadViewer().then((module) => ({ default: module.ViewerPresence })));

export type { ViewerTexts };

interface PhotoGridProps {
  images: string[];
  /** Each screenshot's alt text, also the viewer's name while it shows that one. */
  alts: string[];
  texts: ViewerTexts;
}

export function PhotoGrid({ images, alts, texts }: PhotoGridProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [viewerUsed, setViewerUsed] = useState(false);
  const lastShown = useRef<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const gridRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdleAfterLoad(() => {
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        void loadViewer();
      });
      if (gridRef.current) observer.observe(gridRef.current);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    if (open !== null) {
      lastShown.current = open;
    } else if (lastShown.current !== null) {
      // Runs after the viewer's focus trap has let go, so this placement wins.
      buttons.current[lastShown.current]?.focus();
      lastShown.current = null;
    }
  }, [open]);

  return (
    <>
      <ul ref={gridRef} className={styles.grid}>
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className={styles.item}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              aria-haspopup="dialog"
              onClick={() => {
                setViewerUsed(true);
                setOpen(index);
              }}
            >
              <Screenshot sizes="photoGrid" src={image} alt={alts[index] ?? ''} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {viewerUsed && (
        <Suspense fallback={null}>
          <ViewerPresence images={images} alts={alts} texts={texts} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
