// The content the build under test was made from: content/, or the folder CONTENT_DIR names (the
// second owner, tests/fixtures/second-owner), read through the site's own loader
// (lib/content/index.ts) in a Node child process. End-to-end tests take their expectations from
// here, never from literal sample-owner values or interface texts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';

const root = path.resolve(__dirname, '../..');
const json = execFileSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: root, encoding: 'utf8' });

/** Everything the build used, its interface texts (`ui`: the defaults with the owner's changes)
 * included: plain data, templates filled with formatText (lib/text.ts) as the site fills them. */
export const content = JSON.parse(json) as LoadedContent;
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
