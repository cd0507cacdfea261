import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { ProjectDetail } from '@/components/project/ProjectDetail';
import { getProjectById, getProjects } from '@/lib/content';
import { asset } from '@/lib/paths';

// Static export: one page per project id; any other id is an unknown path (404.html → redirect).
export const dynamicParams = false;

export function generateStaticParams() {
  return getProjects().map((project) => ({ projectId: project.id }));
}

interface Props {
  params: Promise<{ projectId: string }>;
}

/** An absolute URL of a path on this site, base path included. */
const absolute = (path: string) => `${site.siteUrl.replace(/\/+$/, '')}${asset(path)}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const project = getProjectById((await params).projectId);
  if (!project) return {};
  const url = absolute(`/projects/${project.id}/`);
  // Social cards want a raster picture: the first screenshot when there is one.
  const image = project.images[0];
  const images = image ? [{ url: absolute(image), alt: `${project.title} screenshot` }] : undefined;
  return {
    title: project.title,
    description: project.description,
    alternates: { canonical: url },
    openGraph: { type: 'article', url, title: project.title, description: project.description, images },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: project.title,
      description: project.description,
      images: image ? [absolute(image)] : undefined,
    },
  };
}

export default async function ProjectPage({ params }: Props) {
  const project = getProjectById((await params).projectId);
  if (!project) notFound();
  return <ProjectDetail project={project} />;
}
