// Server-side access to the owner's projects: validated once per build, so a content mistake
// fails `next build` with a message naming the project, the field and the bad value.
// Never import this from a client component (it reads the file system).
import path from 'node:path';
import { projects as rawProjects } from '@/content/projects';
import { validateProjects } from './contentSchema';
import type { Project } from './types';

let validated: Project[] | undefined;

export function getProjects(): Project[] {
  validated ??= validateProjects(rawProjects, path.join(process.cwd(), 'public'));
  return validated;
}

/** spec: a lookup by id exists */
export function getProjectById(id: string): Project | undefined {
  return getProjects().find((project) => project.id === id);
}
