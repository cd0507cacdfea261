// Server-side access to the owner's projects as the site uses them: the schema fills in the
// optional lists and the generated cover of a project without a thumbnail. The content was checked
// before the build (scripts/build/check-content.mjs), so parsing here does not fail.
// Never import this from a client component.
import 'server-only';
import { projects as rawProjects } from '@/content/projects';
import { projectsSchema } from './schema';
import type { Project } from './types';

let parsed: Project[] | undefined;

export function getProjects(): Project[] {
  parsed ??= projectsSchema.parse(rawProjects);
  return parsed;
}

/** spec: a lookup by id exists */
export function getProjectById(id: string): Project | undefined {
  return getProjects().find((project) => project.id === id);
}
