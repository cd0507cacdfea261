'use client';
// The Overview gallery: the selected image large plus thumbnails when there is more than one; the
// selection starts at 0.
import { useState } from 'react';
import { Screenshot } from './Screenshot';
import styles from './ImageGallery.module.css';

interface ImageGalleryProps {
  images: string[];
  /** Each screenshot's alt text. */
  alts: string[];
  /** Each thumbnail button's name ("Show {alt}"). */
  thumbLabels: string[];
  /** The name of the thumbnails' list. */
  chooseLabel: string;
}

export function ImageGallery({ images, alts, thumbLabels, chooseLabel }: ImageGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {/* Below the hero and the metrics on every screen size: never the first thing seen. */}
      <Screenshot className={styles.main} sizes="galleryMain" src={current} alt={alts[selected] ?? ''} loading="lazy" />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label={chooseLabel}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <Screenshot sizes="galleryThumb" src={image} alt={thumbLabels[index] ?? ''} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
