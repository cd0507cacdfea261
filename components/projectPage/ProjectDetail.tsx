import type { InterfaceText } from '@/lib/model/interfaceText';
import type { HighlightedSnippet } from '@/lib/content/highlight';
import type { Project } from '@/lib/model/types';
import type { PrerenderedStats } from '@/lib/github/client';
import { ChallengesPanel } from './ChallengesPanel';
import { FeaturesPanel } from './FeaturesPanel';
import { OverviewPanel } from './OverviewPanel';
import { PhotosPanel } from './PhotosPanel';
import { ProjectHero } from './ProjectHero';
import { ProjectMetrics } from './ProjectMetrics';
import { ProjectTabs } from './ProjectTabs';
import { repositoryStatsTexts, screenshotAlts, viewerTexts } from './projectTexts';
import { ScrollToTop } from './ScrollToTop';
import { TechStackPanel } from './TechStackPanel';
import { formatText } from '@/lib/format/text';
import type { UntranslatedTexts } from '@/lib/model/translation';

/** The interface texts a project page shows. */
export type ProjectPageTexts = Pick<InterfaceText, 'project' | 'code' | 'repositoryStats' | 'status' | 'dates' | 'common' | 'techCategories'>;

interface ProjectDetailProps {
  project: Project;
  snippets?: readonly HighlightedSnippet[];
  /** Repository stats the build fetched, if it was asked to. */
  stats?: PrerenderedStats;
  ui: ProjectPageTexts;
  /** The project's texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
  /** The language dates and numbers are written in (lib/format/locale.ts: localeOfBuild). */
  locale?: string;
}

/**
 * The project detail page with its five tabs; impact and testimonials sit in Overview, the code
 * snippets (highlighted at build time by the page) in Tech Stack.
 */
export function ProjectDetail({ project, snippets = [], stats, ui, untranslated, locale }: ProjectDetailProps) {
  const texts = ui.project;
  const alts = screenshotAlts(texts, project.title, project.images);
  const statsTexts = repositoryStatsTexts(ui.repositoryStats, stats, locale);
  const tabs = [
    {
      id: 'overview',
      label: texts.tabs.overview,
      panel: <OverviewPanel project={project} stats={stats} alts={alts} ui={ui} statsTexts={statsTexts} untranslated={untranslated} locale={locale} />,
    },
    {
      id: 'tech-stack',
      label: texts.tabs.techStack,
      panel: (
        <TechStackPanel
          techStack={project.techStack}
          snippets={snippets}
          heading={texts.tabs.techStack}
          codeTexts={ui.code}
          categoryLabels={ui.techCategories}
        />
      ),
    },
    { id: 'features', label: texts.tabs.features, panel: <FeaturesPanel features={project.features} heading={texts.tabs.features} untranslated={untranslated} /> },
    {
      id: 'photos',
      label: texts.tabs.photos,
      panel: <PhotosPanel images={project.images} alts={alts} heading={texts.tabs.photos} empty={texts.noPhotos} viewerTexts={viewerTexts(texts)} />,
    },
    {
      id: 'challenges',
      label: texts.tabs.challenges,
      panel: <ChallengesPanel challenges={project.challenges} solutions={project.solutions} texts={texts} untranslated={untranslated} />,
    },
  ];
  return (
    <>
      <ScrollToTop />
      <ProjectHero project={project} ui={ui} untranslated={untranslated} locale={locale} />
      <div className="container">
        <ProjectMetrics metrics={project.metrics} heading={texts.metricsHeading} untranslated={untranslated} />
        <ProjectTabs tabs={tabs} label={formatText(texts.tabsLabel, { title: project.title })} />
      </div>
    </>
  );
}
