import { asset } from '@/lib/paths';
import styles from './Avatar.module.css';

interface AvatarProps {
  name: string;
  initials: string;
  /** Path of a photo in public/; without one the initials are shown. */
  photo?: string;
  size?: number;
}

/** The owner's photo, or their initials in a gradient circle (decorative: the name is beside it). */
export function Avatar({ name, initials, photo, size = 144 }: AvatarProps) {
  if (photo) {
    return (
      // A plain <img>: the export is static and the photo is already sized by the owner.
      // eslint-disable-next-line @next/next/no-img-element
      <img className={styles.avatar} src={asset(photo)} alt={name} width={size} height={size} />
    );
  }
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
