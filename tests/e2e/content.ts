// The content the build under test was made from: content/, or the folder CONTENT_DIR names (the
// second owner, tests/fixtures/second-owner). End-to-end tests take their expectations from here,
// never from literal sample-owner values.
import path from 'node:path';
import type * as About from '@/content/about';
import type * as Contact from '@/content/contact';
import type * as Experience from '@/content/experience';
import type * as Home from '@/content/home';
import type * as Pages from '@/content/pages';
import type * as Profile from '@/content/profile';
import type * as Projects from '@/content/projects';
import type * as Site from '@/content/site';
import { checkNotes, readNoteSources, visibleNotes } from '@/lib/content/noteFiles';
import { projectsSchema } from '@/lib/content/schema';

export const contentDir = path.resolve(process.env.CONTENT_DIR || 'content');

// Playwright compiles TypeScript on require, so the folder can be chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const load = <T>(file: string): T => require(path.join(contentDir, file)) as T;

export const { about, techCategoryLabels } = load<typeof About>('about');
export const { contact } = load<typeof Contact>('contact');
export const { experience } = load<typeof Experience>('experience');
export const { home } = load<typeof Home>('home');
export const { aboutPage, experiencePage, contactPage, projectsPage } = load<typeof Pages>('pages');
export const { profile, profileDetails } = load<typeof Profile>('profile');
export const { site } = load<typeof Site>('site');
/** The projects as the site shows them (optional lists filled in, generated covers named). */
export const projects = projectsSchema.parse(load<typeof Projects>('projects').projects);
/** The notes a build shows (no drafts), newest first; none for an owner without notes. */
export const notes = visibleNotes(checkNotes(readNoteSources(contentDir)).notes, { includeDrafts: false });
