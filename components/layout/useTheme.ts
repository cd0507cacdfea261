'use client';
// Hooks: the visitor's theme choice and the theme in effect, shared by every toggle on the page
// and the 3D background. Both are null while prerendering (the server cannot know them).
//
// A switch answers in two frames: the tap's own shows the pressed toggle, the next one the page in
// its new colours. Every element of the page is restyled for new colours (about 400 on the home
// page, 20-60 ms at CPU 4x); in the tap's frame they put the pressed toggle on screen that much
// later (docs/measurements/responsiveness.md).
import { useSyncExternalStore } from 'react';
import { afterNextPaint } from '@/components/hooks/afterNextPaint';
import { whenIdleAfterLoad } from '@/components/hooks/idle';
import {
  applyTheme,
  choiceOf,
  DARK_SCHEME_QUERY,
  parseStoredTheme,
  resolveTheme,
  storedValueOf,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeChoice,
  type ThemeColors,
} from '@/components/layout/theme';

/** The toggles: told of a choice at once. */
const choiceListeners = new Set<() => void>();
/** What follows the theme in effect (the 3D background, the comments frame): told once the page shows it. */
const themeListeners = new Set<() => void>();
/** On <html> while a theme switch is shown: the stylesheet holds every transition back (app/globals.css). */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/** The browser UI colour of each theme, as the stylesheet of the owner's colours declares it
 * (lib/theme/brandColors.ts themeCss): the palette reaches the browser through CSS every page has
 * anyway, not through each page's payload or the bundle. */
function browserColors(): ThemeColors {
  const style = getComputedStyle(document.documentElement);
  return { light: style.getPropertyValue('--theme-color-light'), dark: style.getPropertyValue('--theme-color-dark') };
}

function readStored(): Theme | null {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return null; // storage blocked: follow the system
  }
}

const subscribeToChoice = (onChange: () => void) => subscribe(choiceListeners, onChange);
const subscribeToTheme = (onChange: () => void) => subscribe(themeListeners, onChange);

function subscribe(listeners: Set<() => void>, onChange: () => void): () => void {
  listeners.add(onChange);
  // A change of the system setting matters while nothing is stored (CSS follows it by itself).
  const media = window.matchMedia(DARK_SCHEME_QUERY);
  media.addEventListener('change', onChange);
  // A choice made in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyTheme(document.documentElement, readStored(), browserColors());
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Stores the choice (or removes it to follow the system): the toggles show it at once, the page
 * in the next frame. */
export function setThemeChoice(choice: ThemeChoice): void {
  const stored = storedValueOf(choice);
  try {
    if (stored) window.localStorage.setItem(THEME_STORAGE_KEY, stored);
    else window.localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage blocked: the choice still holds on this page.
  }
  choiceListeners.forEach((listener) => listener());
  // Two switches in one frame show in their order: the last one stays.
  afterNextPaint(() => showTheme(stored));
}

function showTheme(stored: Theme | null): void {
  const root = document.documentElement;
  // Read before anything changes: reading a style after the hold's attribute is set restyles the page.
  const colors = browserColors();
  holdTransitions(root);
  applyTheme(root, stored, colors);
  themeListeners.forEach((listener) => listener());
}

/**
 * A switch changes every colour at once, without the colour transitions of the controls: each
 * would start (over a hundred on the home page, 129 counted in a trace), each is two events through
 * React's root listener and a restyle on the main thread at every frame while it runs, which put
 * about 90 ms in the frame that shows the new theme at CPU 4×. The transitions come back once the
 * page is idle (the restyle that takes is drawn in a frame of that idle time).
 */
function holdTransitions(root: HTMLElement): void {
  if (root.hasAttribute(THEME_SWITCH_ATTRIBUTE)) return;
  root.setAttribute(THEME_SWITCH_ATTRIBUTE, '');
  // Idle time counted from the next frame: an idle period can come before the frame that restyles
  // the page with the new colours, and released there the hold would let every transition start.
  requestAnimationFrame(() => whenIdleAfterLoad(() => root.removeAttribute(THEME_SWITCH_ATTRIBUTE)));
}

export function useThemeChoice(): ThemeChoice | null {
  return useSyncExternalStore(subscribeToChoice, () => choiceOf(readStored()), () => null);
}

/** The theme the page shows: a stored choice is on <html> (the head script puts it there before
 * the first paint, a switch once it shows it), else the system's. */
export function useResolvedTheme(): Theme | null {
  return useSyncExternalStore(
    subscribeToTheme,
    () => resolveTheme(parseStoredTheme(document.documentElement.getAttribute('data-theme')), window.matchMedia(DARK_SCHEME_QUERY).matches),
    () => null,
  );
}
