import type { HighlightedSnippet } from '@/lib/site/highlight';
import type { Project } from '@/lib/content/types';
import type { PrerenderedStats } from '@/lib/github';
import { ChallengesPanel } from './ChallengesPanel';
import { FeaturesPanel } from './FeaturesPanel';
import { OverviewPanel } from './OverviewPanel';
import { PhotosPanel } from './PhotosPanel';
import { ProjectHero } from './ProjectHero';
import { ProjectMetrics } from './ProjectMetrics';
import { ProjectTabs } from './ProjectTabs';
import { ScrollToTop } from './ScrollToTop';
import { TechStackPanel } from './TechStackPanel';

/**
 * The project detail page (spec section 2) with the five tabs of the spec; impact and testimonials
 * sit in Overview, the code snippets (highlighted at build time by the page) in Tech Stack.
 */
export function ProjectDetail({
  project,
  snippets = [],
  stats,
}: {
  project: Project;
  snippets?: readonly HighlightedSnippet[];
  /** Repository stats the build fetched, if it was asked to. */
  stats?: PrerenderedStats;
}) {
  const tabs = [
    { id: 'overview', label: 'Overview', panel: <OverviewPanel project={project} stats={stats} /> },
    { id: 'tech-stack', label: 'Tech Stack', panel: <TechStackPanel techStack={project.techStack} snippets={snippets} /> },
    { id: 'features', label: 'Features', panel: <FeaturesPanel features={project.features} /> },
    { id: 'photos', label: 'Photos', panel: <PhotosPanel title={project.title} images={project.images} /> },
    {
      id: 'challenges',
      label: 'Challenges',
      panel: <ChallengesPanel challenges={project.challenges} solutions={project.solutions} />,
    },
  ];
  return (
    <>
      <ScrollToTop />
      <ProjectHero project={project} />
      <div className="container">
        <ProjectMetrics metrics={project.metrics} />
        <ProjectTabs tabs={tabs} label={`${project.title} details`} />
      </div>
    </>
  );
}
