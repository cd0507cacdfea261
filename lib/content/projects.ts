// The owner's projects as the site uses them (optional lists filled in, generated covers named),
// and a lookup by id for the project pages.
import 'server-only';
import type { LoadedContent } from './index';
import type { Project } from '../model/types';

export function getProjects(c: LoadedContent): Project[] {
  return c.projects;
}

/**
 * Static export needs at least one page of every dynamic route. Without projects, the project
 * route gets this one placeholder page, which renders nothing and which the postbuild removes
 * (scripts/build/postbuild.mjs); the Projects page says there are none yet.
 */
export const NO_PROJECTS_PLACEHOLDER = 'no-projects';

/** The project with this id, if the owner has one. */
export function getProjectById(c: LoadedContent, id: string): Project | undefined {
  return c.projects.find((project) => project.id === id);
}
