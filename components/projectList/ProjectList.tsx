// The cards of the Projects list, loaded by ProjectsExplorer after hydration (the prerendered HTML
// shows the same list while this code loads). Every project keeps its row for the life of the
// page: a change of the query shows and hides rows (the `hidden` attribute, which also takes a
// row out of the accessibility tree) and moves the existing ones into the chosen order, so a tap
// changes attributes instead of building cards. The motion is the browser's: a row that comes
// back rises into place, 0.05 s after the one before it, and one that leaves fades out
// (ProjectsExplorer.module.css); the others then glide to their new places (listGlide.ts), also
// when grid and list view switch. Only the rows of a wide screen's first view move like that: the
// rows past it are below the screen whenever a control of the list is tapped, and they come and
// go at once.
import { PureComponent, createRef, type CSSProperties, type TransitionEvent } from 'react';
import type { ViewMode } from '@/components/projectList/projectQuery';
import type { ExplorerTexts } from '@/components/projectList/explorerTexts';
import { CARDS_IN_FIRST_VIEW, cardEnterDelay, firstPaintEntrance } from '@/components/ui/motion';
import type { CardTexts, ProjectCardItem } from './cardItem';
import { ProjectCard } from './ProjectCard';
import { NoMatchingProjects } from './NoMatchingProjects';
import { glideRows, measureRows, type RowPlaces } from './listGlide';
import styles from './ProjectsExplorer.module.css';

export interface ProjectListProps {
  /** Every project, in the chosen order; the query shows some of them. */
  ordered: ProjectCardItem[];
  /** The place of each shown project among the shown ones, by id. */
  shownIndex: ReadonlyMap<string, number>;
  /** The first card as prerendered: the likely largest paint on a phone, its picture loads first. */
  firstId: string;
  view: ViewMode;
  /** The list as first painted: the CSS entrance runs and nothing else moves yet. */
  firstPaint: boolean;
  cardTexts: CardTexts;
  onClear: () => void;
  texts: ExplorerTexts;
}

const inFirstView = (index: number | undefined) => index !== undefined && index < CARDS_IN_FIRST_VIEW;

/** A row's attributes: shown or not, its entrance, and whether it moves at all. */
function rowState(id: string, props: ProjectListProps, shownBefore: ReadonlyMap<string, number>) {
  const index = props.shownIndex.get(id);
  const before = shownBefore.get(id);
  if (props.firstPaint) return { hidden: index === undefined, ...firstPaintEntrance(true, index ?? CARDS_IN_FIRST_VIEW) };
  // A row that comes back waits for the ones before it; one that leaves or stays has no delay.
  const entering = index !== undefined && before === undefined && inFirstView(index);
  const style: CSSProperties | undefined = entering ? { transitionDelay: `${cardEnterDelay(index)}s` } : undefined;
  // Past the first view (where it is now, or where it was when it leaves): in place at once.
  const still = index === undefined ? !inFirstView(before) : !inFirstView(index);
  return { hidden: index === undefined, style, 'data-rise': entering ? '' : undefined, 'data-still': still ? '' : undefined };
}

// A class for getSnapshotBeforeUpdate: where the rows were just before a change is committed, so
// they can glide from there. Pure: the Filters toggle and other changes around the list that leave
// its props alone do not render it.
export class ProjectList extends PureComponent<ProjectListProps> {
  private list = createRef<HTMLUListElement>();
  /** Where the rows in view are since the last change: the start of a glide once leaving rows are gone. */
  private places: RowPlaces = new Map();
  /** The shown rows of the last committed change (the one before this render). */
  private shownBefore: ReadonlyMap<string, number>;

  constructor(props: ProjectListProps) {
    super(props);
    this.shownBefore = props.shownIndex;
  }

  getSnapshotBeforeUpdate(): RowPlaces {
    return measureRows(this.list.current);
  }

  componentDidUpdate(_props: ProjectListProps, _state: unknown, before: RowPlaces) {
    this.places = glideRows(this.list.current, before);
    this.shownBefore = this.props.shownIndex;
  }

  /** The frame of the last glide after a fade: the rows that leave together end in one frame. */
  private fadedAt: CSSNumberish | null = null;

  /** A leaving row has faded out and stopped taking room: the rows after it glide up, once. */
  private onTransitionEnd = (event: TransitionEvent<HTMLUListElement>) => {
    const row = event.target as HTMLElement;
    if (row.parentElement !== this.list.current || !row.hidden || event.propertyName !== 'display') return;
    const frame = document.timeline.currentTime;
    if (frame === this.fadedAt) return;
    this.fadedAt = frame;
    this.places = glideRows(this.list.current, this.places);
  };

  render() {
    const { ordered, shownIndex, firstId, view, firstPaint, cardTexts, onClear, texts } = this.props;
    const empty = shownIndex.size === 0;
    return (
      <>
        <ul
          ref={this.list}
          className={styles.list}
          data-view={view}
          data-first-paint={firstPaint ? '' : undefined}
          aria-label={texts.listLabel}
          hidden={empty}
          onTransitionEnd={this.onTransitionEnd}
        >
          {ordered.map((item) => (
            <li key={item.id} className={styles.item} {...rowState(item.id, this.props, this.shownBefore)}>
              {/* No Suspense boundary per card: React streams large lists of boundaries out of
                  order, and without JavaScript those cards would not be in the list. */}
              <ProjectCard item={item} imagePriority={item.id === firstId ? 'high' : 'lazy'} texts={cardTexts} />
            </li>
          ))}
        </ul>
        {/* Once the leaving cards have faded, the empty state fades in. */}
        <div className={styles.emptyState} hidden={!empty}>
          <NoMatchingProjects onClear={onClear} texts={texts} />
        </div>
      </>
    );
  }
}
