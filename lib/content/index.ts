// The one way into the owner's content for the site, the build scripts and the tests: the files of
// content/ (or of the folder CONTENT_DIR names: next.config.ts and scripts/node/ts-hooks.mjs resolve
// "@/content/..." there), checked and parsed once (./load.ts). Only this module imports them
// (eslint.config.mjs keeps it so); a content mistake stops the build with every problem named.
import 'server-only';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import * as aboutFile from '@/content/about';
import * as contactFile from '@/content/contact';
import * as experienceFile from '@/content/experience';
import * as homeFile from '@/content/home';
import * as navigationFile from '@/content/navigation';
import * as pagesFile from '@/content/pages';
import * as profileFile from '@/content/profile';
import * as projectsFile from '@/content/projects';
import * as resumeFile from '@/content/resume';
import * as siteFile from '@/content/site';
import type { ContentModules } from './check';
import { parseContent } from './load';
import type { contentFiles } from './schema';

const modules = {
  'profile.ts': profileFile,
  'site.ts': siteFile,
  'navigation.ts': navigationFile,
  'home.ts': homeFile,
  'about.ts': aboutFile,
  'experience.ts': experienceFile,
  'contact.ts': contactFile,
  'pages.ts': pagesFile,
  'resume.ts': resumeFile,
  'projects/index.ts': projectsFile,
} satisfies Record<keyof typeof contentFiles, object> as ContentModules;

const publicDir = path.join(process.cwd(), 'public');
const RASTER = /\.(avif|gif|jpe?g|png|webp)$/i;

/** Weight and pixel size of a picture in public/, read from its header. */
function imageInfo(sitePath: string) {
  const file = path.join(publicDir, sitePath);
  if (!RASTER.test(file) || !existsSync(file)) return undefined;
  let size: { width?: number; height?: number } = {};
  try {
    size = imageSize(readFileSync(file));
  } catch {
    // Not a picture this reader knows: the weight limit still applies.
  }
  return { bytes: statSync(file).size, width: size.width, height: size.height };
}

export const content = parseContent(modules, {
  contentDir: process.env.CONTENT_DIR?.trim().replace(/\/+$/, '') || 'content',
  publicFileExists: (sitePath) => existsSync(path.join(publicDir, sitePath)),
  imageInfo,
});

export const {
  about,
  aboutPage,
  contact,
  contactPage,
  experience,
  experiencePage,
  footerLinks,
  home,
  navItems,
  profile,
  profileDetails,
  projects,
  projectsPage,
  resume,
  site,
  socialLinks,
  techCategoryLabels,
} = content;
export type { SiteContent } from './load';
