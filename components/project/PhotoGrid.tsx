'use client';
// spec: clicking a screenshot opens it in a fullscreen viewer. When the viewer closes, focus goes
// back to the grid image that was last shown.
import { useEffect, useRef, useState } from 'react';
import { ImageViewer } from './ImageViewer';
import { Screenshot } from './Screenshot';
import { screenshotAlt } from './screenshots';
import styles from './PhotoGrid.module.css';

export function PhotoGrid({ title, images }: { title: string; images: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const lastShown = useRef<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

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
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className={styles.item}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              aria-haspopup="dialog"
              onClick={() => setOpen(index)}
            >
              <Screenshot sizes="photoGrid" src={image} alt={screenshotAlt(title, index, images.length)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <ImageViewer title={title} images={images} index={open} onChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
