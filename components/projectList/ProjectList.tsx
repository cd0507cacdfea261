// The animated cards of the Projects list, loaded by ProjectsExplorer after hydration (the
// prerendered HTML shows the same list while this code loads); framer-motion's animation code
// follows on the visitor's first intent. A card that comes into the list
// rises into place, 0.05 s after the one before it; one that leaves fades out, then the
// others move to their new places. layout="position": a card keeps its own size while it moves,
// so its text is never stretched, also when grid and list view switch. The empty state fades in
// once the leaving cards are gone. Only the rows of a wide screen's first view move like that: the
// rows past it are below the screen whenever a control of the list is tapped, and a long list would
// otherwise pay for measuring, animating and restyling every one of them in each tap (they enter,
// leave and take their places at once).
import { AnimatePresence, m } from 'framer-motion';
import type { ViewMode } from '@/components/projectList/projectQuery';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import { CARDS_IN_FIRST_VIEW, DURATION, EASE_OUT, cardEnterDelay, firstPaintEntrance } from '@/components/ui/motion';
import { MotionFeatures, loadMotionFeatures } from '@/components/layout/MotionFeatures';
import { listMotionWanted } from './listMotion';
import type { CardTexts, ProjectCardItem } from './cardItem';
import { ProjectCard } from './ProjectCard';
import { NoMatchingProjects } from './NoMatchingProjects';
import styles from './ProjectsExplorer.module.css';

export interface ProjectListProps {
  shown: ProjectCardItem[];
  view: ViewMode;
  /** The list as first painted: the CSS entrance runs and framer-motion animates nothing yet. */
  firstPaint: boolean;
  cardTexts: CardTexts;
  onClear: () => void;
  texts: ExplorerTexts;
}

const movingCard = (index: number) => ({
  layout: 'position' as const,
  initial: { opacity: 0, y: 16 },
  animate: { opacity: 1, y: 0, transition: { delay: cardEnterDelay(index), duration: DURATION.slow, ease: EASE_OUT } },
  exit: { opacity: 0, scale: 0.96, transition: { duration: DURATION.base } },
  transition: { layout: { duration: DURATION.slow, ease: EASE_OUT } },
});
// Fetched on the visitor's first intent (listMotion.ts), not with the page.
const listFeatures = () => listMotionWanted.then(loadMotionFeatures);
// In its final state from the start, no exit: AnimatePresence removes it at once.
const stillCard = { layout: false, initial: false } as const;
const cardMotion = (index: number) => (index < CARDS_IN_FIRST_VIEW ? movingCard(index) : stillCard);
const listExit = { exit: { opacity: 0, transition: { duration: DURATION.base } } };
const emptyMotion = {
  initial: { opacity: 0 },
  animate: { opacity: 1, transition: { duration: DURATION.slow } },
  exit: { opacity: 0, transition: { duration: DURATION.fast } },
};

export function ProjectList({ shown, view, firstPaint, cardTexts, onClear, texts }: ProjectListProps) {
  return (
    <MotionFeatures features={listFeatures}>
      <AnimatePresence mode="wait" initial={false}>
        {shown.length > 0 ? (
          <m.ul
            key="list"
            className={styles.list}
            data-view={view}
            data-first-paint={firstPaint ? '' : undefined}
            aria-label={texts.listLabel}
            {...listExit}
          >
            {/* After the empty state, the cards come back with their entrance. */}
            <AnimatePresence initial={!firstPaint}>
              {shown.map((item, index) => (
                <m.li key={item.id} className={styles.item} {...firstPaintEntrance(firstPaint, index)} {...cardMotion(index)}>
                  {/* The first card of the list as first painted is the likely largest paint on a phone.
                      No Suspense boundary per card: React streams large lists of boundaries out of
                      order, and without JavaScript those cards would not be in the list. */}
                  <ProjectCard item={item} imagePriority={firstPaint && index === 0 ? 'high' : 'lazy'} texts={cardTexts} />
                </m.li>
              ))}
            </AnimatePresence>
          </m.ul>
        ) : (
          <m.div key="empty" {...emptyMotion}>
            <NoMatchingProjects onClear={onClear} texts={texts} />
          </m.div>
        )}
      </AnimatePresence>
    </MotionFeatures>
  );
}

