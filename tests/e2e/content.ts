// The content the build under test was made from: content/, or the folder CONTENT_DIR names (the
// second owner, tests/fixtures/second-owner), read through the site's own loader
// (lib/content/index.ts) in a Node child process. End-to-end tests take their expectations from
// here, never from literal sample-owner values or interface texts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { LoadedContent } from '@/lib/content';
import { mergeInterfaceText } from '@/lib/model/interfaceText';

const root = path.resolve(__dirname, '../..');
const json = execFileSync(process.execPath, ['scripts/node/print-content.mjs'], { cwd: root, encoding: 'utf8' });

/** An interface text the owner wrote as a function comes back from its source
 * (scripts/node/print-content.mjs): an arrow function that uses nothing from outside itself. */
function reviveFunctions(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('$function' in value)) return value;
  return new Function(`return (${String(value.$function)});`)();
}

const printed = JSON.parse(json, reviveFunctions) as LoadedContent;
/** Every interface text of this build: the engine's defaults (their functions included) with the
 * owner's changes, merged as the loader merges them. */
export const ui = mergeInterfaceText(printed.interfaceText);
export const content: LoadedContent = { ...printed, ui };
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
  site,
  socialLinks,
  techCategoryLabels,
} = content;
