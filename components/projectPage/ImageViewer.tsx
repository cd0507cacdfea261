'use client';
// The fullscreen screenshot viewer: a modal dialog closed by clicking the picture or the backdrop,
// the close button or Escape; arrow keys (and the side buttons) move between screenshots. Focus is
// trapped inside and the page behind does not scroll. Rendered inside <AnimatePresence> (see
// ViewerPresence.tsx): it fades in and out, and each screenshot zooms in as it is shown.
import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { m, useIsPresent } from 'framer-motion';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useFocusTrap } from '@/components/hooks/useFocusTrap';
import { useScrollLock } from '@/components/hooks/useScrollLock';
import { DURATION, EASE_OUT, overlayFade } from '@/components/ui/motion';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { Screenshot } from './Screenshot';
import styles from './ImageViewer.module.css';

const imageMotion = {
  initial: { opacity: 0, scale: 0.96 },
  animate: { opacity: 1, scale: 1 },
  transition: { duration: DURATION.base, ease: EASE_OUT },
};

export type ViewerTexts = Pick<InterfaceText['project'], 'closeViewer' | 'previousScreenshot' | 'nextScreenshot'>;

interface ImageViewerProps {
  images: string[];
  /** Each screenshot's alt text, the dialog's name while it is shown. */
  alts: string[];
  texts: ViewerTexts;
  index: number;
  onChange: (index: number) => void;
  onClose: () => void;
}

export function ImageViewer({ images, alts, texts, index, onChange, onClose }: ImageViewerProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const count = images.length;
  const alt = alts[index] ?? '';
  const move = useCallback((step: number) => onChange((index + step + count) % count), [index, count, onChange]);

  // Closing starts the exit animation: from then on the viewer lets go of focus, scroll and keys.
  const present = useIsPresent();
  useFocusTrap(dialog, present, onClose);
  useScrollLock(present);

  useEffect(() => {
    if (!present) return;
    function onKeyDown(event: KeyboardEvent) {
      if (count < 2) return;
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
      else return;
      event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, move, present]);

  const stop = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };

  return createPortal(
    <m.div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      onClick={onClose}
      inert={!present}
      {...overlayFade}
    >
      <button type="button" className={styles.close} aria-label={texts.closeViewer} onClick={stop(onClose)}>
        <X size={24} aria-hidden="true" />
      </button>
      {/* Clicking the picture closes the viewer; the close button is the keyboard way. */}
      <m.div key={index} className={styles.frame} {...imageMotion}>
        <Screenshot className={styles.image} sizes="viewer" src={images[index] ?? ''} alt={alt} />
      </m.div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} aria-label={texts.previousScreenshot} onClick={stop(() => move(-1))}>
            <ChevronLeft size={28} aria-hidden="true" />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} aria-label={texts.nextScreenshot} onClick={stop(() => move(1))}>
            <ChevronRight size={28} aria-hidden="true" />
          </button>
          <p className={styles.counter} aria-live="polite">
            {index + 1} / {count}
          </p>
        </>
      )}
    </m.div>,
    document.body,
  );
}
