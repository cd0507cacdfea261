'use client';
// spec: the Overview gallery, the selected image large plus thumbnails when there is more than
// one; the selection starts at 0.
import { useState } from 'react';
import { asset } from '@/lib/paths';
import { SCREENSHOT_HEIGHT, SCREENSHOT_WIDTH, screenshotAlt } from './screenshots';
import styles from './ImageGallery.module.css';

export function ImageGallery({ title, images }: { title: string; images: string[] }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain pre-sized files */}
      <img
        className={styles.main}
        src={asset(current)}
        alt={screenshotAlt(title, selected, images.length)}
        width={SCREENSHOT_WIDTH}
        height={SCREENSHOT_HEIGHT}
        decoding="async"
      />
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
                {/* eslint-disable-next-line @next/next/no-img-element -- static export: plain pre-sized files */}
                <img
                  src={asset(image)}
                  alt={`Show ${screenshotAlt(title, index, images.length)}`}
                  width={SCREENSHOT_WIDTH}
                  height={SCREENSHOT_HEIGHT}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
