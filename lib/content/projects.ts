// The owner's projects as the site uses them (optional lists filled in, generated covers named),
// and a lookup by id for the project pages.
import 'server-only';
import { projects } from './index';
import type { Project } from '../model/types';

export function getProjects(): Project[] {
  return projects;
}

/** The project with this id, if the owner has one. */
export function getProjectById(id: string): Project | undefined {
  return projects.find((project) => project.id === id);
}
