import { ImageOff } from 'lucide-react';
import card from './Card.module.css';
import styles from './PhotoGrid.module.css';
import { PhotoGrid } from './PhotoGrid';

/** spec: the Photos tab, a grid of screenshots or "No photos available for this project yet." */
export function PhotosPanel({ title, images }: { title: string; images: string[] }) {
  return (
    <>
      <h2 className={card.sectionTitle}>Photos</h2>
      {images.length > 0 ? (
        <PhotoGrid title={title} images={images} />
      ) : (
        <div className={`${card.card} ${styles.empty}`}>
          <ImageOff size={32} aria-hidden="true" />
          <p className={card.muted}>No photos available for this project yet.</p>
        </div>
      )}
    </>
  );
}
