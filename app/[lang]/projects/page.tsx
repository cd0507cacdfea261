import { ProjectsPage, projectsMetadata } from '@/components/pages/ProjectsPage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return projectsMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <ProjectsPage lang={(await params).lang} />;
}
