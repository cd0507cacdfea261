import { projectsPage, ui } from '@/lib/content';
import { pageMetadata } from '@/lib/site/metadata';
import { getProjects } from '@/lib/content/projects';
import { DEFAULT_SORT, sortProjects, toListItem } from '@/lib/projectFilters';
import { PageHeader } from '@/components/ui/PageHeader';
import { ProjectCard } from '@/components/projects/ProjectCard';
import { NoProjects } from '@/components/projects/NoProjects';
import { ProjectsExplorer } from '@/components/projects/ProjectsExplorer';
import { explorerTexts } from '@/components/projects/explorerTexts';
import styles from './page.module.css';

export const metadata = pageMetadata({ title: ui.routes.projects, description: projectsPage.intro, path: '/projects' });

export default function ProjectsPage() {
  // The prerendered HTML is the default view: every project, latest first.
  const projects = sortProjects(getProjects(), DEFAULT_SORT);
  const cards = Object.fromEntries(
    projects.map((project, index) => [
      project.id,
      <ProjectCard
        key={project.id}
        project={project}
        // Only the first card can be the first thing seen on a phone; lazy thumbnails that are in
        // view on a wide screen still load at once.
        imagePriority={index === 0 ? 'high' : 'lazy'}
        ui={ui}
      />,
    ]),
  );
  return (
    <>
      <PageHeader title={projectsPage.title} intro={projectsPage.intro} />
      <div className={`container ${styles.body}`}>
        {projects.length ? (
          <ProjectsExplorer items={projects.map(toListItem)} cards={cards} texts={explorerTexts(ui.projects, projects.length)} />
        ) : (
          <NoProjects title={ui.projects.noProjectsTitle} text={ui.projects.noProjectsText} />
        )}
      </div>
    </>
  );
}
