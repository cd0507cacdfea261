// The comments frame (giscus) in the owner's colours: giscus takes a theme given as the address of
// a stylesheet, which the frame loads with a cross-origin request (so the host must allow it:
// `_headers` does for these files). scripts/build/generate-theme.mjs writes one stylesheet per
// theme into public/, from the same palette as the site's tokens. Each starts from giscus's own
// theme of that shade (syntax colours, shadows, the states this file does not name) and sets the
// variables giscus's themes define to the site's colours. Pure.
import type { BrandColors, Palette } from '../model/pageTypes';

export type GiscusShade = keyof BrandColors;
export const GISCUS_SHADES: readonly GiscusShade[] = ['light', 'dark'];

/** Where the stylesheets are, under public/ and the export, and so under the site's base path. */
export const GISCUS_THEME_DIR = '/giscus';
/** The public path of a shade's stylesheet ("/giscus/dark.css"). */
export const giscusThemePath = (shade: GiscusShade) => `${GISCUS_THEME_DIR}/${shade}.css`;

/** giscus's variables (its styles/themes/light.css and dark.css) and the palette colour each takes. */
const VARIABLES: ReadonlyArray<readonly [variable: string, colour: keyof Palette]> = [
  ['--color-fg-default', 'text'],
  ['--color-fg-muted', 'textMuted'],
  ['--color-fg-subtle', 'textMuted'],
  ['--color-canvas-default', 'surface'],
  ['--color-canvas-overlay', 'surface'],
  ['--color-canvas-subtle', 'backgroundElevated'],
  ['--color-canvas-inset', 'background'],
  ['--color-border-default', 'border'],
  ['--color-border-muted', 'border'],
  ['--color-accent-fg', 'accentStrong'],
  ['--color-accent-emphasis', 'accent'],
  ['--color-success-fg', 'success'],
  ['--color-attention-fg', 'warning'],
  ['--color-danger-fg', 'danger'],
  ['--color-btn-text', 'text'],
  ['--color-btn-bg', 'backgroundElevated'],
  ['--color-btn-border', 'border'],
  ['--color-btn-hover-bg', 'surfaceHover'],
  ['--color-btn-hover-border', 'border'],
  ['--color-btn-active-bg', 'surfaceHover'],
  ['--color-btn-selected-bg', 'surfaceHover'],
  ['--color-btn-primary-text', 'onAccent'],
  ['--color-btn-primary-bg', 'accent'],
  ['--color-btn-primary-border', 'accent'],
  ['--color-btn-primary-hover-bg', 'accentStrong'],
  ['--color-btn-primary-hover-border', 'accentStrong'],
  ['--color-btn-primary-selected-bg', 'accentStrong'],
  ['--color-action-list-item-default-hover-bg', 'surfaceHover'],
  ['--color-segmented-control-button-bg', 'surface'],
  ['--color-social-reaction-bg-hover', 'surfaceHover'],
];

// The schema lets only hex through; checked again here because the text goes into a stylesheet.
const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** The stylesheet giscus loads for one shade: its own theme of that shade, then the owner's colours. */
export function giscusThemeCss(colors: BrandColors, shade: GiscusShade, giscusHost: string): string {
  const palette = colors[shade];
  const lines = VARIABLES.map(([variable, key]) => {
    const colour = palette[key];
    if (!HEX.test(colour)) throw new Error(`giscusThemeCss: colors.${shade}.${key} is not a hex colour (got ${JSON.stringify(colour)})`);
    return `  ${variable}: ${colour};`;
  });
  return (
    "/* Generated from the content folder's theme.ts by scripts/build/generate-theme.mjs: edit that file, not this one. */\n" +
    `@import url(${JSON.stringify(`${new URL(giscusHost).origin}/themes/${shade}.css`)});\n` +
    `main {\n  color-scheme: ${shade};\n${lines.join('\n')}\n}\n`
  );
}
