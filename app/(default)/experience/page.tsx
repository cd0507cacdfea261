import { ExperiencePage, experienceMetadata } from '@/components/pages/ExperiencePage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = experienceMetadata(defaultLanguageCode);

export default function Page() {
  return <ExperiencePage lang={defaultLanguageCode} />;
}
