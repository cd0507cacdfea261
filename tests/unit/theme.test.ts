import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyTheme,
  choiceOf,
  parseStoredTheme,
  resolveTheme,
  storedValueOf,
  THEME_CHOICES,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  themeScript,
} from '@/components/layout/theme';

const root = process.cwd();
const globalsCss = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

/** A fresh <html> with the two theme-color tags Next writes for the viewport, and color-scheme. */
function resetDocument() {
  document.documentElement.removeAttribute('data-theme');
  document.head.innerHTML =
    '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#light">' +
    '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#dark">' +
    '<meta name="color-scheme" content="light dark">';
  window.localStorage.clear();
}

const themeColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content'));
const colorScheme = () => document.querySelector('meta[name="color-scheme"]')?.getAttribute('content');

beforeEach(resetDocument);

describe('parseStoredTheme', () => {
  it('accepts the two themes and nothing else', () => {
    expect(parseStoredTheme('light')).toBe('light');
    expect(parseStoredTheme('dark')).toBe('dark');
    for (const other of [null, undefined, '', 'system', 'Dark', ' dark', '{"theme":"dark"}', 1]) {
      expect(parseStoredTheme(other)).toBeNull();
    }
  });
});

describe('resolveTheme', () => {
  it('is the stored theme whatever the system says', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it("follows the system when nothing is stored", () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
  });
});

describe('choices and stored values', () => {
  it('stores a theme, and nothing for following the system', () => {
    expect(storedValueOf('light')).toBe('light');
    expect(storedValueOf('dark')).toBe('dark');
    expect(storedValueOf('system')).toBeNull();
  });

  it('round-trips every choice through what is stored', () => {
    for (const choice of THEME_CHOICES) expect(choiceOf(storedValueOf(choice))).toBe(choice);
  });
});

describe('applyTheme', () => {
  it('sets data-theme, both theme-color tags and color-scheme to a chosen theme', () => {
    applyTheme(document.documentElement, 'light', THEME_COLORS);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    expect(colorScheme()).toBe('light');
  });

  it('following the system again, removes data-theme and gives each tag its own colour', () => {
    applyTheme(document.documentElement, 'dark', THEME_COLORS);
    applyTheme(document.documentElement, null, THEME_COLORS);
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(themeColors()).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
    expect(colorScheme()).toBe('light dark');
  });
});

describe('themeScript (the inline <head> script)', () => {
  const run = () => new Function(themeScript())();

  it.each(['light', 'dark'] as const)('applies a stored %s theme', (theme) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    run();
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(themeColors()).toEqual([THEME_COLORS[theme], THEME_COLORS[theme]]);
    expect(colorScheme()).toBe(theme);
  });

  it('leaves the page to the system setting when nothing valid is stored', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    run();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(themeColors()).toEqual(['#light', '#dark']);
  });

  it('does not throw when storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(run).not.toThrow();
    expect(getItem).toHaveBeenCalled();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
  });

  it('is one small expression', () => {
    expect(themeScript()).toMatch(/^\(function\(\)\{.*\}\)\(\)$/s);
    expect(themeScript().length).toBeLessThan(1200);
  });
});

describe('app/globals.css', () => {
  it('has the theme colours as the light and dark page background', () => {
    const bg = /--color-bg:\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/i.exec(globalsCss);
    expect(bg?.slice(1)).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it('follows the system by default and a stored theme when data-theme is set', () => {
    expect(globalsCss).toMatch(/:root\s*\{[^}]*color-scheme:\s*light dark;/);
    expect(globalsCss).toMatch(/:root\[data-theme='light'\]\s*\{\s*color-scheme:\s*light;/);
    expect(globalsCss).toMatch(/:root\[data-theme='dark'\]\s*\{\s*color-scheme:\s*dark;/);
  });
});

describe('component styles', () => {
  const modules = ['app', 'components'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => path.join(dir, file)),
  );
  const LITERAL_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![-\w])(?:white|black)(?![-\w])/i;

  it.each(modules)('%s uses only the colour tokens of app/globals.css', (file) => {
    const css = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const offending = css.split('\n').filter((line) => LITERAL_COLOUR.test(line));
    expect(offending).toEqual([]);
  });
});
