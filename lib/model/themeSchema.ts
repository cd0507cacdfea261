// The owner's brand colours (content/theme.ts): one palette per theme, the single source of the
// stylesheet's colour tokens, the browser bar, the installed app, the social images and the resume.
// Hex only, because every one of those outputs reads it (CSS, SVG, the PDF and the manifest).
import { z } from 'zod';

const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/, 'must be a hex colour like #336699, or #336699cc with transparency');
/** The browser bar, the installed app's splash screen and its icon paint it as it is: no transparency. */
const solidColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like #336699 without transparency (the browser bar and the app icon paint it)');

export const paletteSchema = z.strictObject({
  /** The page; also the browser bar (theme-color) of this theme. */
  background: solidColour,
  /** A second page shade: the footer, the mobile menu, form fields, image frames, tab bars. */
  backgroundElevated: colour,
  /** Cards and panels. */
  surface: colour,
  /** A card, tab or button under the pointer. */
  surfaceHover: colour,
  border: colour,
  text: colour,
  /** Secondary text: dates, captions, introductions. */
  textMuted: colour,
  /** Buttons, the selected tab, icons, the start of the accent gradient. */
  accent: colour,
  /** Links and accent text: the accent with text contrast on the background. */
  accentStrong: colour,
  /** Text and icons on the accent (a primary button's label). */
  onAccent: colour,
  /** The end of the accent gradient and the second glow of the backgrounds. */
  accent2: colour,
  /** Status colours: "completed", a sent message, a copied snippet... */
  success: colour,
  /** ... "in progress" and draft marks ... */
  warning: colour,
  /** ... neutral badges ... */
  info: colour,
  /** ... and form errors. */
  danger: colour,
  /** The keyboard focus ring and the skip link. */
  focus: colour,
  /** Text on the focus colour (the skip link). */
  onFocus: colour,
  /** Text on a project's own gradient, under the site's veil. */
  onHero: colour,
  /** Secondary text on a project's gradient. */
  onHeroSoft: colour,
});

/** What content/theme.ts exports as `colors`: the light theme's palette and the dark theme's. */
export const brandColorsSchema = z.strictObject({ light: paletteSchema, dark: paletteSchema });
