import { ImageOff } from '@/components/ui/serverIcons';
import card from './Card.module.css';
import styles from './PhotoGrid.module.css';
import { PhotoGrid, type ViewerTexts } from './PhotoGrid';

interface PhotosPanelProps {
  images: string[];
  /** Each screenshot's alt text. */
  alts: string[];
  heading: string;
  /** Shown instead of the grid when there are no screenshots. */
  empty: string;
  viewerTexts: ViewerTexts;
}

/** The Photos tab: a grid of screenshots, or a line saying there are none yet. */
export function PhotosPanel({ images, alts, heading, empty, viewerTexts }: PhotosPanelProps) {
  return (
    <>
      <h2 className={card.sectionTitle}>{heading}</h2>
      {images.length > 0 ? (
        <PhotoGrid images={images} alts={alts} texts={viewerTexts} />
      ) : (
        <div className={`${card.card} ${styles.empty}`}>
          <ImageOff size={32} aria-hidden="true" />
          <p className={card.muted}>{empty}</p>
        </div>
      )}
    </>
  );
}
