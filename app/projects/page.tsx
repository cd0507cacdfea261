import { projectsPage, ui } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProjects } from '@/lib/content/projects';
import { DEFAULT_SORT, sortProjects } from '@/components/projectList/projectFilters';
import { PageHeader } from '@/components/ui/PageHeader';
import { TechLogoSymbols } from '@/components/ui/TechLogo';
import { cardTexts, toCardItem } from '@/components/projectList/cardItem';
import { cardTechnologies } from '@/components/projectList/projectCardContent';
import { NoProjectsYet } from '@/components/projectList/NoProjectsYet';
import { ProjectsExplorer } from '@/components/projectList/ProjectsExplorer';
import { explorerTexts } from '@/components/projectList/explorerTexts';
import styles from './page.module.css';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';

export const metadata = pageMetadata({ title: ui.routes.projects, description: projectsPage.intro, path: '/projects' });

export default function ProjectsPage() {
  // The prerendered HTML is the default view: every project, latest first.
  const items = sortProjects(getProjects(), DEFAULT_SORT).map((project) => toCardItem(project, ui, untranslatedIn(`projects.${project.id}`)));
  return (
    <>
      <PageHeader title={projectsPage.title} intro={projectsPage.intro} lang={fallbackLangs('projectsPage', ['title', 'intro'])} />
      {/* The shapes of the technologies the cards show (their first 3), each once. */}
      <TechLogoSymbols techs={getProjects().flatMap((project) => cardTechnologies(project.techStack).shown)} />
      <div className={`container ${styles.body}`}>
        {items.length ? (
          <ProjectsExplorer items={items} cardTexts={cardTexts(ui)} texts={explorerTexts(ui.projects, items.length)} />
        ) : (
          <NoProjectsYet title={ui.projects.noProjectsTitle} text={ui.projects.noProjectsText} />
        )}
      </div>
    </>
  );
}
