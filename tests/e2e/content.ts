// The content the build under test was made from: content/, or the folder CONTENT_DIR names (the
// second owner, tests/fixtures/second-owner), read through the site's own loader
// (lib/content/index.ts) in a Node child process. End-to-end tests take their expectations from
// here, never from literal sample-owner values.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { SiteContent } from '@/lib/content/load';

const root = path.resolve(__dirname, '../..');
const json = execFileSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: root, encoding: 'utf8' });

export const content = JSON.parse(json) as SiteContent;
export const {
  about,
  aboutPage,
  contact,
  contactPage,
  experience,
  experiencePage,
  home,
  profile,
  profileDetails,
  projects,
  projectsPage,
  site,
  techCategoryLabels,
} = content;
