// The projects page of a language.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { getProjects } from '@/lib/content/projects';
import { DEFAULT_SORT, sortProjects } from '@/components/projectList/projectFilters';
import { PageHeader } from '@/components/ui/PageHeader';
import { TechLogoSymbols } from '@/components/ui/TechLogo';
import { cardTexts, toCardItem } from '@/components/projectList/cardItem';
import { cardTechnologies } from '@/components/projectList/projectCardContent';
import { NoProjectsYet } from '@/components/projectList/NoProjectsYet';
import { ProjectsExplorer } from '@/components/projectList/ProjectsExplorer';
import { controlIcons } from '@/components/projectList/controlIcons';
import { explorerTexts } from '@/components/projectList/explorerTexts';
import styles from './ProjectsPage.module.css';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';
import { routeContent } from '@/lib/content/languageRoutes';
import { localeOfBuild } from '@/lib/format/locale';

export function projectsMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.routes.projects, description: c.projectsPage.intro, path: '/projects' }) : {};
}

export function ProjectsPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const { projectsPage, ui } = c;
  const locale = localeOfBuild(c);
  // The prerendered HTML is the default view: every project, latest first.
  const items = sortProjects(getProjects(c), DEFAULT_SORT).map((project) => toCardItem(project, ui, untranslatedIn(c, `projects.${project.id}`), locale, c.language.prefix));
  return (
    <>
      <PageHeader title={projectsPage.title} intro={projectsPage.intro} lang={fallbackLangs(c, 'projectsPage', ['title', 'intro'])} />
      {/* The shapes of the technologies the cards show (their first 3), each once. */}
      <TechLogoSymbols techs={getProjects(c).flatMap((project) => cardTechnologies(project.techStack).shown)} />
      <div className={`container ${styles.body}`}>
        {items.length ? (
          <ProjectsExplorer items={items} cardTexts={cardTexts(ui)} texts={explorerTexts(ui.projects, items.length)} icons={controlIcons()} />
        ) : (
          <NoProjectsYet title={ui.projects.noProjectsTitle} text={ui.projects.noProjectsText} />
        )}
      </div>
    </>
  );
}
