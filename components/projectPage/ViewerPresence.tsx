// The fullscreen viewer with its open and close animations, loaded by PhotoGrid when first needed
// so framer-motion stays out of the project page's first load.
import { AnimatePresence } from 'framer-motion';
import { MotionFeatures } from '@/components/layout/MotionFeatures';
import { ImageViewer, type ViewerTexts } from './ImageViewer';

interface ViewerPresenceProps {
  images: string[];
  alts: string[];
  texts: ViewerTexts;
  /** The screenshot shown, or null while the viewer is closed (or closing). */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
}

export function ViewerPresence({ index, ...viewer }: ViewerPresenceProps) {
  return (
    <MotionFeatures>
      <AnimatePresence>{index !== null && <ImageViewer key="viewer" index={index} {...viewer} />}</AnimatePresence>
    </MotionFeatures>
  );
}
