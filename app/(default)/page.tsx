import { HomePage, homeMetadata } from '@/components/pages/HomePage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = homeMetadata(defaultLanguageCode);

export default function Page() {
  return <HomePage lang={defaultLanguageCode} />;
}
