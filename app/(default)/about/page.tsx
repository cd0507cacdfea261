import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = aboutMetadata(defaultLanguageCode);

export default function Page() {
  return <AboutPage lang={defaultLanguageCode} />;
}
