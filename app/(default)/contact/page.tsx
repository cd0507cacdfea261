import { ContactPage, contactMetadata } from '@/components/pages/ContactPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = contactMetadata(defaultLanguageCode);

export default function Page() {
  return <ContactPage lang={defaultLanguageCode} />;
}
