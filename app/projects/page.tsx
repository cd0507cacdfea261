import { projectsPage } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { getProjects } from '@/lib/content';
import { PageHeader } from '@/components/ui/PageHeader';
import { ProjectCard } from '@/components/projects/ProjectCard';
import styles from './page.module.css';

export const metadata = pageMetadata({ title: 'Projects', description: projectsPage.intro, path: '/projects' });

export default function ProjectsPage() {
  const projects = getProjects();
  return (
    <>
      <PageHeader title={projectsPage.title} intro={projectsPage.intro} />
      <div className={`container ${styles.grid}`}>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </div>
    </>
  );
}
