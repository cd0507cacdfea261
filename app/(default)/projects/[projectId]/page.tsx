import { ProjectPage, projectMetadata, projectParams } from '@/components/pages/ProjectPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Static export: one page per entry; any other address is an unknown path (404.html → redirect).
export const dynamicParams = false;
export const generateStaticParams = () => projectParams(defaultLanguageCode);

type Params = Promise<{ projectId: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return projectMetadata(defaultLanguageCode, p.projectId);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <ProjectPage lang={defaultLanguageCode} id={p.projectId} />;
}
