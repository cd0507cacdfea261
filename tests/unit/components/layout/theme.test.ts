import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  applyTheme,
  choiceOf,
  parseStoredTheme,
  resolveTheme,
  storedValueOf,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  themeScript,
} from '@/components/layout/theme';
import { COLOR_PROPERTIES, THEME_CSS_FILE } from '@/lib/theme/brandColors';

const root = process.cwd();
const globalsCss = readFileSync(path.join(root, 'app/globals.css'), 'utf8');
/** The browser UI colours of some owner's palette (the page background of each theme). */
const COLORS = { light: '#faf7f0', dark: '#17110b' };

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
    applyTheme(document.documentElement, 'light', COLORS);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(themeColors()).toEqual([COLORS.light, COLORS.light]);
    expect(colorScheme()).toBe('light');
  });

  it('following the system again, removes data-theme and gives each tag its own colour', () => {
    applyTheme(document.documentElement, 'dark', COLORS);
    applyTheme(document.documentElement, null, COLORS);
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(themeColors()).toEqual([COLORS.light, COLORS.dark]);
    expect(colorScheme()).toBe('light dark');
  });
});

describe('themeScript (the inline <head> script)', () => {
  const run = (colors = COLORS) => new Function(themeScript(colors))();

  it.each(['light', 'dark'] as const)('applies a stored %s theme in the colours it is given', (theme) => {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    run();
    expect(document.documentElement.dataset.theme).toBe(theme);
    expect(themeColors()).toEqual([COLORS[theme], COLORS[theme]]);
    expect(colorScheme()).toBe(theme);
  });

  it("carries another owner's colours as given", () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    run({ light: '#ffffff', dark: '#000000' });
    expect(themeColors()).toEqual(['#000000', '#000000']);
  });

  it('cannot be cut short by a colour that holds a closing script tag', () => {
    const script = themeScript({ light: '</script><script>alert(1)//', dark: '#000000' });
    expect(script.toLowerCase()).not.toContain('</script');
    expect(() => new Function(script)).not.toThrow();
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
    expect(themeScript(COLORS)).toMatch(/^\(function\(\)\{.*\}\)\(\)$/s);
    expect(themeScript(COLORS).length).toBeLessThan(1200);
  });
});

describe('app/globals.css', () => {
  const css = globalsCss.replace(/\/\*[\s\S]*?\*\//g, '');

  it("starts from the stylesheet the build writes of the owner's colours", () => {
    expect(css.trimStart().startsWith(`@import '../${THEME_CSS_FILE}';`)).toBe(true);
  });

  it("has no brand colour of its own: it mixes the owner's tokens with neutral black and white only", () => {
    const NEUTRAL = /^(?:#fff(?:fff)?|#000(?:000)?|rgb\((?:0 0 0|255 255 255) \/ [\d.]+\)|transparent)$/i;
    const literals = css.match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)/gi) ?? [];
    expect(literals.filter((literal) => !NEUTRAL.test(literal))).toEqual([]);
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

describe('colour tokens', () => {
  const styleFiles = ['app', 'components'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(css|tsx?)$/.test(file))
      .map((file) => readFileSync(path.join(root, dir, file), 'utf8')),
  );
  const used = new Set(styleFiles.flatMap((text) => text.match(/--color-[\w-]+/g) ?? []));
  const declaredInGlobals = [...globalsCss.matchAll(/(--color-[\w-]+):/g)].map((match) => match[1]);
  const fromPalette = Object.values(COLOR_PROPERTIES);

  it("are each defined once: by the owner's palette or by app/globals.css", () => {
    const defined = [...fromPalette, ...declaredInGlobals];
    expect([...used].filter((token) => !defined.includes(token))).toEqual([]);
    expect(defined.filter((token, i) => defined.indexOf(token) !== i)).toEqual([]);
  });

  it('leave no palette colour unused, so every colour an owner sets shows somewhere', () => {
    const usedOutsideDeclarations = new Set(styleFiles.flatMap((text) => [...text.matchAll(/var\((--color-[\w-]+)\)|'(--color-[\w-]+)'/g)].map((m) => m[1] ?? m[2])));
    expect(fromPalette.filter((token) => !usedOutsideDeclarations.has(token))).toEqual([]);
  });
});
