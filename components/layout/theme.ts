// Light and dark themes. Without a stored choice the page follows the visitor's system setting
// through CSS alone (the light-dark() colour tokens); a stored choice puts data-theme on
// <html>, applied before the first paint by the head script built here from the same functions
// the toggle uses, so the script and the tested logic cannot drift apart.

export type Theme = 'light' | 'dark';
/** What the visitor picked: a theme, or following the system setting (nothing stored). */
export type ThemeChoice = Theme | 'system';

export const THEME_STORAGE_KEY = 'theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
/** The browser UI colour (theme-color) of each theme: its page background, from the owner's palette. */
export type ThemeColors = Readonly<Record<Theme, string>>;

// parseStoredTheme and applyTheme are also serialised into the head script (themeScript): they
// must stay self-contained, using nothing from outside their own body.

/** The stored choice, or null for anything else (nothing stored, an old or foreign value). */
export function parseStoredTheme(value: unknown): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/**
 * Shows `theme` (null: follow the system) on the page: data-theme on <html>, which sets
 * color-scheme in CSS, and the theme-color and color-scheme <meta> tags of the browser UI.
 */
export function applyTheme(root: HTMLElement, theme: Theme | null, colors: ThemeColors): void {
  if (theme) root.setAttribute('data-theme', theme);
  else root.removeAttribute('data-theme');
  root.querySelectorAll('meta[name="theme-color"]').forEach((meta) => {
    // Following the system, each tag keeps the colour of the scheme its media query names.
    const own = (meta.getAttribute('media') || '').indexOf('light') >= 0 ? 'light' : 'dark';
    meta.setAttribute('content', colors[theme || own]);
  });
  const scheme = root.querySelector('meta[name="color-scheme"]');
  if (scheme) scheme.setAttribute('content', theme || 'light dark');
}

/** The theme in effect: the stored one, else the system's. */
export function resolveTheme(stored: Theme | null, systemDark: boolean): Theme {
  return stored ?? (systemDark ? 'dark' : 'light');
}

/** The toggle's state for a stored value. */
export function choiceOf(stored: Theme | null): ThemeChoice {
  return stored ?? 'system';
}

/** What to store for a choice: the theme, or null (remove the key) to follow the system. */
export function storedValueOf(choice: ThemeChoice): Theme | null {
  return choice === 'system' ? null : choice;
}

/**
 * The inline <head> script: applies a stored choice before the body paints, with the browser UI
 * colours of the owner's palette. It fails silently (storage blocked), leaving the system setting
 * in charge. Its hash goes into each page's CSP (scripts/build/postbuild.mjs finds every inline script).
 */
export function themeScript(colors: ThemeColors): string {
  // Only the two colours go in: JSON of plain strings, with "<" escaped so no value can end the <script>.
  const colorsJson = JSON.stringify({ light: colors.light, dark: colors.dark }).replace(/</g, '\\u003c');
  return (
    `(function(){try{var t=(${parseStoredTheme.toString()})(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)}));` +
    `if(t)(${applyTheme.toString()})(document.documentElement,t,${colorsJson})}catch(e){}})()`
  );
}
