import { SearchPage, searchMetadata } from '@/components/pages/SearchPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = searchMetadata(defaultLanguageCode);

export default function Page() {
  return <SearchPage lang={defaultLanguageCode} />;
}
