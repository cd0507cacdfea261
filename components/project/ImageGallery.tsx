'use client';
// spec: the Overview gallery, the selected image large plus thumbnails when there is more than
// one; the selection starts at 0.
import { useState } from 'react';
import { Screenshot } from './Screenshot';
import { screenshotAlt } from './screenshots';
import styles from './ImageGallery.module.css';

export function ImageGallery({ title, images }: { title: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {/* Below the hero and the metrics on every screen size: never the first thing seen. */}
      <Screenshot className={styles.main} sizes="galleryMain" src={current} alt={screenshotAlt(title, selected, images.length)} loading="lazy" />
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Choose a screenshot">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
              >
                <Screenshot sizes="galleryThumb" src={image} alt={`Show ${screenshotAlt(title, index, images.length)}`} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
