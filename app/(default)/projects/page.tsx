import { ProjectsPage, projectsMetadata } from '@/components/pages/ProjectsPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = projectsMetadata(defaultLanguageCode);

export default function Page() {
  return <ProjectsPage lang={defaultLanguageCode} />;
}
