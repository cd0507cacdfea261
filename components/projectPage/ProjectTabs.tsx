'use client';
// WAI-ARIA tabs (automatic activation): arrow keys move between tabs, Home/End jump to the ends,
// only the active tab is in the Tab order. Every panel is rendered (prerendered HTML holds all of
// the project); inactive ones are `hidden`. Once the page is idle the hidden panels are laid out
// ahead, one per idle period, while staying invisible: a tap on a tab then only shows and paints
// its panel instead of building its whole layout. A tap answers in two frames: its own shows the
// tab chosen, the next one its panel (restyling, laying out and painting a panel is most of a
// tab's cost, which in the tap's frame held the chosen tab back as long).
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { afterNextPaint } from '@/components/hooks/afterNextPaint';
import { whenIdleAfterLoad } from '@/components/hooks/idle';
import styles from './ProjectTabs.module.css';

export interface TabSpec {
  id: string;
  label: string;
  panel: ReactNode;
}

const tabId = (id: string) => `tab-${id}`;
const panelId = (id: string) => `panel-${id}`;

/** The index a key press moves to, or null when the key is not a tab key. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function ProjectTabs({ tabs, label }: { tabs: TabSpec[]; label: string }) {
  // The tab chosen (its look, the Tab order) and the panel shown, which follows it a frame later.
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState(0);
  // Panels fade in only after the visitor switches tab: the first one is never held invisible.
  const [switched, setSwitched] = useState(false);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const panels = useRef<Array<HTMLDivElement | null>>([]);

  // One panel per idle period, by its attribute alone: laying one out ahead re-renders nothing,
  // and a tap that comes meanwhile waits for one panel's layout at most. The layout is done here,
  // in the idle period (reading the panel's height makes the browser lay it out now): left to the
  // next frame it landed in whatever came next, a scroll's frame or a tap's, 27–32 ms at CPU 4×
  // for the largest panel.
  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    const layOutNext = () => {
      const panel = panels.current[next];
      next += 1;
      if (!panel) return;
      panel.setAttribute('data-laid-out', '');
      void panel.offsetHeight;
      cancel = whenIdleAfterLoad(layOutNext);
    };
    cancel = whenIdleAfterLoad(layOutNext);
    return () => cancel();
  }, []);

  function select(index: number) {
    setActive(index);
    // Two choices within a frame are shown in their order: the last one stays.
    afterNextPaint(() => {
      setShown(index);
      setSwitched(true);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, active, tabs.length);
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-controls={panelId(tab.id)}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          ref={(element) => {
            panels.current[index] = element;
          }}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={index !== shown}
          className={styles.panel}
          data-switched={switched || undefined}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
