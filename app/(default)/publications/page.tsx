import { PublicationsPage, publicationsMetadata } from '@/components/pages/PublicationsPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = publicationsMetadata(defaultLanguageCode);

export default function Page() {
  return <PublicationsPage lang={defaultLanguageCode} />;
}
