/**
 * @jest-environment node
 */
// Every colour a highlighted token can take, in both highlight themes, read from the theme objects
// shiki ships with the site's replacements applied, against each background the code is drawn on
// (the theme's own, and the band of a highlighted line over it, read from the stylesheet): WCAG AA
// (4.5:1) by axe's own contrast formula, so this agrees with the end-to-end accessibility checks,
// but for every token of the theme, not only those some page happens to show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { bundledThemes, type ThemeRegistrationRaw } from 'shiki';
import { COLOR_REPLACEMENTS, HIGHLIGHT_THEMES, highlightCode } from '@/lib/content/highlight';

interface AxeColour {
  parseString(colour: string): AxeColour;
  toHexString(): string;
}
interface AxeColours {
  Color: new () => AxeColour;
  getContrast(background: AxeColour, foreground: AxeColour): number;
  flattenColors(top: AxeColour, backdrop: AxeColour): AxeColour;
}
const { Color, getContrast, flattenColors } = (axe as unknown as { commons: { color: AxeColours } }).commons.color;
const colour = (css: string) => new Color().parseString(css);
const contrast = (foreground: string, background: string) => getContrast(colour(background), colour(foreground));

const read = (file: string) => readFileSync(path.join(__dirname, '../../../..', file), 'utf8');
/** The light and the dark value of a custom property written `--name: light-dark(…, …);` in a stylesheet. */
function lightDarkToken(css: string, property: string): Record<'light' | 'dark', string> {
  const [, light = '', dark = ''] = css.match(new RegExp(`${property}: light-dark\\((.+?\\)), (.+?\\))\\);`)) ?? [];
  return { light, dark };
}
// A line a note's code fence highlights: a translucent band over the code's background.
const band = lightDarkToken(read('app/globals.css'), '--color-code-line-highlight');

async function themeOf(name: string): Promise<ThemeRegistrationRaw> {
  const loaded = await bundledThemes[name as keyof typeof bundledThemes]();
  return loaded.default as ThemeRegistrationRaw;
}

/** Each text colour of a theme (its default text and every token rule's) with the scopes that use it. */
function textColours(theme: ThemeRegistrationRaw): Map<string, string[]> {
  const colours = new Map<string, string[]>();
  const add = (colour: string | undefined, scope: string) => {
    if (colour) colours.set(colour.toLowerCase(), [...(colours.get(colour.toLowerCase()) ?? []), scope]);
  };
  add(theme.colors?.['editor.foreground'], 'text');
  for (const rule of theme.tokenColors ?? theme.settings ?? []) add(rule.settings?.foreground, [rule.scope ?? 'default'].flat().join(', '));
  return colours;
}

type SiteTheme = keyof typeof HIGHLIGHT_THEMES;
const themePairs = Object.entries(HIGHLIGHT_THEMES) as Array<[SiteTheme, (typeof HIGHLIGHT_THEMES)[SiteTheme]]>;

describe.each(themePairs)('the %s highlight theme', (siteTheme, name) => {
  const replaced = (text: string) => COLOR_REPLACEMENTS[name][text.toLowerCase()] ?? text;

  it('draws every token at 4.5:1 or more on its own background and on a highlighted line', async () => {
    const theme = await themeOf(name);
    const own = replaced(theme.colors!['editor.background']!);
    expect(band[siteTheme]).not.toBe('');
    const highlighted = flattenColors(colour(band[siteTheme]), colour(own)).toHexString();
    const below = [own, highlighted].flatMap((background) =>
      [...textColours(theme)]
        .map(([text, scopes]) => ({ text: replaced(text), ratio: contrast(replaced(text), background), scopes }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ text, ratio, scopes }) => `${text} on ${background}: ${ratio.toFixed(2)}:1 (${scopes.join('; ')})`),
    );
    expect(below).toEqual([]);
  });

  it('replaces only colours the theme has (one a theme update drops shows here)', async () => {
    const theme = await themeOf(name);
    const colours = textColours(theme);
    for (const from of Object.keys(COLOR_REPLACEMENTS[name])) expect(colours.has(from)).toBe(true);
  });
});

describe('the highlighted HTML', () => {
  it('carries the replaced colours: a comment in the light theme reads at 4.5:1 on the background shiki gives', async () => {
    const html = await highlightCode('x = 1 # why it is one', 'python');
    const background = html.match(/--shiki-light-bg:(#[0-9a-f]{6})/i)?.[1];
    const comment = html.match(/--shiki-light:(#[0-9a-f]{6});[^>]*>[^<]*why it is one/i)?.[1];
    expect(background).toBeDefined();
    expect(comment).toBeDefined();
    expect(contrast(comment!, background!)).toBeGreaterThanOrEqual(4.5);
  });

  it('is drawn on the highlight theme\'s background, not on one of the owner\'s colours', () => {
    // The contrast above holds for any owner only while the code's background is the theme's own.
    const css = read('components/projectPage/CodeHighlights.module.css');
    const pre = css.match(/\.code pre \{([^}]*)\}/)?.[1] ?? '';
    expect(pre).toMatch(/background: light-dark\(var\(--shiki-light-bg\), var\(--shiki-dark-bg\)\);/);
  });
});
