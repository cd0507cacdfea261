import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { integrations, language, ui } from '@/lib/content';
import { Comments } from '@/components/addOns/Comments';
import { presentParts } from '@/components/addOns/presentParts';
import { giscusThemeUrls } from '@/lib/seo/siteUrl';
import { commentsOn } from '@/lib/model/integrations';
import { ProjectDetail } from '@/components/projectPage/ProjectDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { getProjectById, getProjects, NO_PROJECTS_PLACEHOLDER } from '@/lib/content/projects';
import { highlightSnippets } from '@/lib/content/highlight';
import { prerenderedStats } from '@/lib/github/prerenderedStats';
import { pageMetadata } from '@/lib/seo/metadata';
import { untranslatedIn } from '@/lib/content/language';
import { projectSocialImage } from '@/lib/seo/socialImage';
import { projectPageJsonLd } from '@/lib/seo/structuredData';

// Static export: one page per project id; any other id is an unknown path (404.html → redirect).
export const dynamicParams = false;

export function generateStaticParams() {
  const projects = getProjects();
  return projects.length ? projects.map((project) => ({ projectId: project.id })) : [{ projectId: NO_PROJECTS_PLACEHOLDER }];
}

interface Props {
  params: Promise<{ projectId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProjectById((await params).projectId);
  if (!project) return {};
  return pageMetadata({
    title: project.title,
    description: project.description,
    path: `/projects/${project.id}`,
    image: projectSocialImage(project.id),
  });
}

export default async function ProjectPage({ params }: Props) {
  const project = getProjectById((await params).projectId);
  if (!project) notFound();
  const comments = commentsOn(integrations, 'projects');
  return presentParts(
    <JsonLd data={projectPageJsonLd(project)} />,
    <ProjectDetail
      project={project}
      snippets={await highlightSnippets(project.codeSnippets)}
      stats={prerenderedStats(project.id, project.github)}
      ui={ui}
      untranslated={untranslatedIn(`projects.${project.id}`)}
    />,
    comments && <Comments comments={comments} lang={language.tag} texts={ui.addOns} themes={giscusThemeUrls()} />,
  );
}
