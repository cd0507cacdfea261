import { ProjectPage, projectMetadata, projectParams } from '@/components/pages/ProjectPage';

// Static export: one page per entry of the language; any other address is an unknown path.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { lang: string } }) => projectParams(params.lang);

type Params = Promise<{ lang: string } & { projectId: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return projectMetadata(p.lang, p.projectId);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <ProjectPage lang={p.lang} id={p.projectId} />;
}
