import type { BrandColors } from '@/lib/model/pageTypes';

// Your brand colours: one palette for the light theme and one for the dark theme. The whole site
// follows them: every colour of the pages, the browser bar (theme-color, each theme's
// `background`), the installed app (manifest and Apple icon: the dark `background`), the social
// preview images and project covers (dark `accent` → `accent2` gradient with `accentStrong` lines,
// `onHero` titles and `text` subtitles) and the resume PDF (light `text`, `textMuted`,
// `accentStrong` and `border`).
// Write each colour as hex, #rrggbb, or #rrggbbaa with transparency (not for `background`).
// Keep text readable (WCAG AA: 4.5:1 for text on its background); the end-to-end tests check every
// page in both themes. `npm run dev` reads this file when it starts: restart it after a change.
export const colors: BrandColors = {
  light: {
    // The page, and the browser bar in this theme.
    background: '#f5f7fb',
    // A second page shade: the footer, the mobile menu, form fields, image frames, tab bars.
    backgroundElevated: '#ffffff',
    // Cards and panels, and the same under the pointer.
    surface: '#ffffff',
    surfaceHover: '#eef2f8',
    // Lines around cards, fields and sections.
    border: '#cfd6e4',
    // Body text, and secondary text (dates, captions, introductions).
    text: '#0f172a',
    textMuted: '#475569',
    // Buttons, the selected tab and icons; the accent gradient runs from `accent` to `accent2`.
    accent: '#2563eb',
    // Links and accent text: a shade of the accent readable on the background.
    accentStrong: '#1d4ed8',
    // Text on the accent, e.g. a primary button's label.
    onAccent: '#ffffff',
    accent2: '#6d28d9',
    // Status colours: completed and sent, in progress, neutral badges, errors.
    success: '#166534',
    warning: '#a15c07',
    info: '#1d4ed8',
    danger: '#b91c1c',
    // The keyboard focus ring and the skip link, and the skip link's text.
    focus: '#c2410c',
    onFocus: '#ffffff',
    // Text on a project's own gradient (the top of each project page), and its secondary text.
    onHero: '#0f172a',
    onHeroSoft: '#1e293b',
  },
  // The same roles on dark backgrounds: lighter accents and status colours.
  dark: {
    background: '#0b1020',
    backgroundElevated: '#111831',
    surface: '#151d38',
    surfaceHover: '#1b2546',
    border: '#27335a',
    text: '#e8ecf6',
    textMuted: '#a9b3cc',
    accent: '#60a5fa',
    accentStrong: '#93c5fd',
    onAccent: '#0b1020',
    accent2: '#a78bfa',
    success: '#4ade80',
    warning: '#fbbf24',
    info: '#60a5fa',
    danger: '#f87171',
    focus: '#fde047',
    onFocus: '#111111',
    onHero: '#ffffff',
    onHeroSoft: '#ffffffeb',
  },
};
