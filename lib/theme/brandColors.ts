// The owner's brand colours (content/theme.ts) turned into what each output reads: the stylesheet
// of colour tokens, the browser bar and the installed app. Pure: the build step
// scripts/build/generate-theme.mjs writes themeCss() to THEME_CSS_FILE before Next starts, and
// app/globals.css imports that file, so the colours add no byte to any page or script.
import type { BrandColors, Palette } from '../model/pageTypes';

/** The generated stylesheet (gitignored; every build and `npm run dev` write it afresh), which
 * app/globals.css imports by this path. */
export const THEME_CSS_FILE = '.build-data/theme.css';

/** The custom property each palette colour sets: the names the stylesheets use. */
export const COLOR_PROPERTIES: Readonly<Record<keyof Palette, `--color-${string}`>> = {
  background: '--color-bg',
  backgroundElevated: '--color-bg-elevated',
  surface: '--color-surface',
  surfaceHover: '--color-surface-hover',
  border: '--color-border',
  text: '--color-text',
  textMuted: '--color-text-muted',
  accent: '--color-accent',
  accentStrong: '--color-accent-strong',
  onAccent: '--color-accent-contrast',
  accent2: '--color-accent-2',
  success: '--color-success',
  warning: '--color-warning',
  info: '--color-info',
  danger: '--color-danger',
  focus: '--color-focus',
  onFocus: '--color-on-focus',
  onHero: '--color-on-hero',
  onHeroSoft: '--color-on-hero-soft',
};

// The schema lets only hex through; checked again here because the text goes into a stylesheet.
const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The stylesheet of the owner's colours: every token as light-dark(<light>, <dark>), which follows
 * the color-scheme app/globals.css sets, and the browser-bar colour of each theme for the switch.
 */
export function themeCss(colors: BrandColors): string {
  const value = (theme: keyof BrandColors, key: keyof Palette) => {
    const colour = colors[theme][key];
    if (!HEX.test(colour)) throw new Error(`themeCss: colors.${theme}.${key} is not a hex colour (got ${JSON.stringify(colour)})`);
    return colour;
  };
  const tokens = (Object.keys(COLOR_PROPERTIES) as Array<keyof Palette>).map(
    (key) => `  ${COLOR_PROPERTIES[key]}: light-dark(${value('light', key)}, ${value('dark', key)});`,
  );
  // Read by the theme switch (components/layout/useTheme.ts) to repaint the browser bar.
  const browser = (['light', 'dark'] as const).map((theme) => `  --theme-color-${theme}: ${value(theme, 'background')};`);
  return (
    '/* Generated from the content folder\'s theme.ts by scripts/build/generate-theme.mjs: edit that file, not this one. */\n' +
    `:root {\n${[...tokens, ...browser].join('\n')}\n}\n`
  );
}

/** The browser bar (theme-color) of each theme: its page background. */
export function browserColors(colors: BrandColors): { light: string; dark: string } {
  return { light: colors.light.background, dark: colors.dark.background };
}

/** The installed app's theme and splash colour, and the backdrop of its opaque icon: the dark
 * background, one colour whatever theme the visitor's system uses when the app starts. */
export function appColor(colors: BrandColors): string {
  return colors.dark.background;
}
