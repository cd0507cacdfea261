// The content the build under test was made from (tests/e2e/targets.ts: a test owner's folder, or
// content/ for the owner's own site), read through the site's own loader (lib/content/index.ts) in
// a Node child process. End-to-end tests take their expectations from here, never from literal
// owner values or interface texts.
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { localeOfBuild } from '@/lib/format/locale';
import type { Project } from '@/lib/model/types';
import { ownerContent } from '@/scripts/test/ownerContent';
import { target } from './targets';

/** Everything the build used, its interface texts (`ui`: the defaults with the owner's changes)
 * included: plain data, templates filled with formatText (lib/format/text.ts) as the site fills them. */
export const content: LoadedContent = ownerContent({ root: path.resolve(__dirname, '../..'), contentDir: target.contentDir, publicDir: target.publicDir });
export const { ui } = content;
export const {
  about,
  aboutPage,
  /** The owner's brand colours: a palette per theme. */
  colors,
  contact,
  contactPage,
  experience,
  experiencePage,
  footerLinks,
  home,
  navItems,
  /** The notes a build shows (no drafts), newest first; none for an owner without notes. */
  notes,
  profile,
  profileDetails,
  projects,
  projectsPage,
  resume,
  site,
  socialLinks,
  techCategoryLabels,
} = content;

/** The locale the build wrote the default language's numbers and dates in. */
export const locale = localeOfBuild(content);

/** How many of the optional parts of a project page a project fills. */
const richness = (project: Project) =>
  [project.images, project.metrics, project.features, project.challenges, project.impact, project.testimonials, project.codeSnippets].filter(
    (list) => list.length > 0,
  ).length + [project.github, project.liveDemo, project.documentation, project.endDate].filter(Boolean).length;
const byRichness = [...projects].sort((a, b) => richness(b) - richness(a));
/**
 * The two projects whose pages the suite checks deeply: the richest and the sparsest (one, for an
 * owner with a single project). Every other project page gets the cheap checks of routes.spec.ts.
 */
export const deepProjects: Project[] = [...new Set([byRichness[0], byRichness.at(-1)].filter((p): p is Project => !!p))];
