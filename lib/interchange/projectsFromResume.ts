// The projects of a JSON Resume as project files: name, description, highlights (kept as the
// project's impact), keywords (tags and technologies), url (a repository or a live demo), dates.
import type { ProjectInput } from '../model/types';
import { projectDraft, uniqueIds } from './projectDraft';
import type { ResumeReader } from './reader';

/** Résumé projects shown as featured on the home page, at most. */
export const FEATURED_PROJECTS = 3;
/** A technology stands in for one the résumé does not name: a project needs at least one. */
export const UNNAMED_TECHNOLOGY = 'Other';

export function projectsFromResume(reader: ResumeReader, today: `${number}-${number}`): ProjectInput[] {
  const count = reader.count('projects');
  const names = Array.from({ length: count }, (_, i) => reader.text(`projects[${i}].name`) ?? '');
  const ids = uniqueIds(names);
  const projects: ProjectInput[] = [];
  names.forEach((name, i) => {
    const at = `projects[${i}]`;
    const id = ids[i]!;
    const description = reader.text(`${at}.description`);
    const highlights = reader.texts(`${at}.highlights`);
    const keywords = reader.texts(`${at}.keywords`);
    const roles = reader.texts(`${at}.roles`);
    const entity = reader.text(`${at}.entity`);
    const type = reader.text(`${at}.type`);
    let startDate = reader.yearMonth(`${at}.startDate`);
    const endDate = reader.endDate(`${at}.endDate`, startDate);
    const where = `projects/${id}.ts`;
    if (!name) reader.placeholder(`${where}, title`, `${at} has no name: written as "Untitled project"`);
    if (!startDate) {
      startDate = endDate ?? today;
      reader.placeholder(`${where}, startDate`, `${at} has no startDate: written as ${startDate}`);
    }
    if (!keywords.length) reader.placeholder(`${where}, techStack`, `${at} has no keywords: written as "${UNNAMED_TECHNOLOGY}"`);
    const title = name || 'Untitled project';
    projects.push(
      projectDraft(id, {
        title,
        subtitle: [roles.join(', '), entity].filter(Boolean).join(' · ') || type || title,
        description: description ?? highlights[0] ?? title,
        technologies: keywords.length ? keywords : [UNNAMED_TECHNOLOGY],
        tags: keywords,
        hints: type ? [type] : [],
        startDate,
        endDate,
        urls: [reader.text(`${at}.url`)],
        impact: highlights,
        featured: i < FEATURED_PROJECTS,
      }),
    );
  });
  return projects;
}
