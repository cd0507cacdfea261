// Social preview images (Open Graph / Twitter cards): where each one lives and what it shows.
// scripts/build/generate-images.mjs renders them with sharp before `next build`; lib/seo/metadata.ts
// links them. Plain data and strings only, so both the build script and the pages can use it.
import { escapeUTF8 } from 'entities';
import type { BrandColors } from '../model/pageTypes';
import type { Project } from '../model/types';

// The size link previews expect (Open Graph recommends 1200×630, ratio 1.91:1).
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Public path of the home page's preview image, also the default of pages without their own. */
export const HOME_SOCIAL_IMAGE = '/og/home.png';

/** Public path of a project's preview image. */
export function projectSocialImage(projectId: string): string {
  return `/og/projects/${projectId}.png`;
}

/** Public path of a note's preview image. */
export function noteSocialImage(slug: string): string {
  return `/og/notes/${slug}.png`;
}

export interface SocialImageJob {
  /** Public path of the PNG, e.g. "/og/projects/weather-station.png". */
  path: string;
  title: string;
  subtitle: string;
  /** Small line at the bottom: the owner and the site address. */
  footer: string;
  colors: { primary: string; secondary: string; accent: string };
  ink: SocialImageInk;
}

/** The veil laid over every image's gradient and the text drawn on it. */
export interface SocialImageInk {
  veil: string;
  title: string;
  subtitle: string;
}

interface JobsInput {
  ownerName: string;
  siteHost: string;
  homeSubtitle: string;
  /** The owner's colours: the images use the dark palette (light text on a darkened gradient, as
   * link previews sit on light and dark pages alike). */
  brand: BrandColors;
  projects: Pick<Project, 'id' | 'title' | 'subtitle' | 'color'>[];
  /** Published notes only: a draft's image would end up in the export. */
  notes?: Array<{ slug: string; title: string; summary: string }>;
}

/** One image for the home page, one per project and one per note (in the home page's colours:
 * the site's accent gradient). */
export function socialImageJobs(input: JobsInput): SocialImageJob[] {
  const palette = input.brand.dark;
  const footer = `${input.ownerName} · ${input.siteHost}`;
  const ink: SocialImageInk = { veil: palette.background, title: palette.onHero, subtitle: palette.text };
  const homeColors = { primary: palette.accent, secondary: palette.accent2, accent: palette.accentStrong };
  return [
    { path: HOME_SOCIAL_IMAGE, title: input.ownerName, subtitle: input.homeSubtitle, footer, colors: homeColors, ink },
    ...input.projects.map((project) => ({
      path: projectSocialImage(project.id),
      title: project.title,
      subtitle: project.subtitle,
      footer,
      colors: project.color,
      ink,
    })),
    ...(input.notes ?? []).map((note) => ({
      path: noteSocialImage(note.slug),
      title: note.title,
      subtitle: note.summary,
      footer,
      colors: homeColors,
      ink,
    })),
  ];
}

// Two lines of title and three of subtitle at most, so the text never runs into the footer line.
const TITLE_MAX_CHARS = 60;
const SUBTITLE_MAX_CHARS = 120;

/** The text block: a large title and a lighter subtitle (Pango markup, sizes in points at 72 dpi). */
export function socialImageText(job: SocialImageJob): string {
  const titleSize = job.title.length > 32 ? 60 : 72;
  return (
    `<span size="${titleSize}pt" weight="bold" foreground="${job.ink.title}">${escapeUTF8(truncate(job.title, TITLE_MAX_CHARS))}</span>\n` +
    `<span size="12pt"> </span>\n` +
    `<span size="34pt" foreground="${job.ink.subtitle}">${escapeUTF8(truncate(job.subtitle, SUBTITLE_MAX_CHARS))}</span>`
  );
}

/** Shortens text to at most `max` characters at a word boundary, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The background: the job's colours as a diagonal gradient, under the veil for contrast, with a
 * faint wireframe motif echoing the home page's 3D background. No text (fonts differ per machine). */
export function socialImageBackground(job: SocialImageJob): string {
  const { width, height } = SOCIAL_IMAGE_SIZE;
  const { primary, secondary, accent } = job.colors;
  const shapes = [
    [980, 150, 120],
    [1090, 420, 80],
    [860, 520, 55],
  ]
    .map(([cx, cy, r]) => hexagon(cx!, cy!, r!))
    .map((points) => `<polygon points="${points}" fill="none" stroke="${accent}" stroke-opacity="0.45" stroke-width="3"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<rect width="${width}" height="${height}" fill="${job.ink.veil}" fill-opacity="0.35"/>` +
    shapes +
    `<rect x="80" y="80" width="96" height="8" rx="4" fill="${accent}"/>` +
    `</svg>`
  );
}

function hexagon(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${Math.round(cx + r * Math.cos(angle))},${Math.round(cy + r * Math.sin(angle))}`;
  }).join(' ');
}
