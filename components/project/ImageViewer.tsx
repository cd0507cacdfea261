'use client';
// The fullscreen screenshot viewer: a modal dialog closed by clicking the picture or the backdrop,
// the close button or Escape; arrow keys (and the side buttons) move between screenshots. Focus is
// trapped inside and the page behind does not scroll.
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useFocusTrap } from '@/lib/hooks/useFocusTrap';
import { useScrollLock } from '@/lib/hooks/useScrollLock';
import { Screenshot } from './Screenshot';
import { screenshotAlt } from './screenshots';
import styles from './ImageViewer.module.css';

interface ImageViewerProps {
  title: string;
  images: string[];
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

export function ImageViewer({ title, images, index, onChange, onClose }: ImageViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  const alt = screenshotAlt(title, index, count);
  const move = useCallback((step: number) => onChange((index + step + count) % count), [index, count, onChange]);

  useFocusTrap(dialog, true, onClose);
  useScrollLock(true);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (count < 2) return;
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, move]);

  const stop = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return createPortal(
    <div ref={dialog} className={styles.overlay} role="dialog" aria-modal="true" aria-label={alt} onClick={onClose}>
      <button type="button" className={styles.close} aria-label="Close image viewer" onClick={stop(onClose)}>
        <X size={24} aria-hidden="true" />
      </button>
      {/* Clicking the picture closes the viewer (spec); the close button is the keyboard way. */}
      <Screenshot className={styles.image} sizes="viewer" src={images[index] ?? ''} alt={alt} />
      {count > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} aria-label="Previous screenshot" onClick={stop(() => move(-1))}>
            <ChevronLeft size={28} aria-hidden="true" />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} aria-label="Next screenshot" onClick={stop(() => move(1))}>
            <ChevronRight size={28} aria-hidden="true" />
          </button>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </p>
        </>
      )}
    </div>,
    document.body,
  );
}
