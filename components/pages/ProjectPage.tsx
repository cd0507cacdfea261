// A project's page in a language.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Comments } from '@/components/addOns/Comments';
import { presentParts } from '@/components/addOns/presentParts';
import { giscusThemeUrls } from '@/lib/seo/siteUrl';
import { commentsOn } from '@/lib/model/integrations';
import { ProjectDetail } from '@/components/projectPage/ProjectDetail';
import { JsonLd } from '@/components/seo/JsonLd';
import { getProjectById, getProjects, NO_PROJECTS_PLACEHOLDER } from '@/lib/content/projects';
import { routeContent } from '@/lib/content/languageRoutes';
import { highlightSnippets } from '@/lib/content/highlight';
import { prerenderedStats } from '@/lib/github/prerenderedStats';
import { localeOfBuild } from '@/lib/format/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { untranslatedIn } from '@/lib/content/language';
import { projectSocialImage } from '@/lib/seo/socialImage';
import { projectPageJsonLd } from '@/lib/seo/structuredData';

/** One page per project (the same ids in every language). */
export function projectParams(lang: string): Array<{ projectId: string }> {
  const c = routeContent(lang);
  const projects = c ? getProjects(c) : [];
  return projects.length ? projects.map((project) => ({ projectId: project.id })) : [{ projectId: NO_PROJECTS_PLACEHOLDER }];
}

export function projectMetadata(lang: string, id: string): Metadata {
  const c = routeContent(lang);
  const project = c && getProjectById(c, id);
  if (!c || !project) return {};
  return pageMetadata(c, { title: project.title, description: project.description, path: `/projects/${project.id}`, image: projectSocialImage(project.id) });
}

export async function ProjectPage({ lang, id }: { lang: string; id: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const project = getProjectById(c, id);
  if (!project) notFound();
  const { integrations, language, ui } = c;
  const comments = commentsOn(integrations, 'projects');
  return presentParts(
    <JsonLd data={projectPageJsonLd(c, project)} />,
    <ProjectDetail
      project={project}
      snippets={await highlightSnippets(project.codeSnippets)}
      stats={prerenderedStats(project.id, project.github)}
      ui={ui}
      untranslated={untranslatedIn(c, `projects.${project.id}`)}
      locale={localeOfBuild(c)}
    />,
    comments && <Comments comments={comments} lang={language.tag} texts={ui.addOns} themes={giscusThemeUrls(c)} />,
  );
}
