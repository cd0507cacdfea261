import type { Project } from '@/lib/types';
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
 * The project detail page (spec section 2). The impact list and testimonials stay in the content
 * model but are not rendered: the spec's Impact section has no tab and is unreachable.
 */
export function ProjectDetail({ project }: { project: Project }) {
  const tabs = [
    { id: 'overview', label: 'Overview', panel: <OverviewPanel project={project} /> },
    { id: 'tech-stack', label: 'Tech Stack', panel: <TechStackPanel techStack={project.techStack} /> },
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
