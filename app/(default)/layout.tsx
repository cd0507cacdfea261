// The default language's pages, at the site root.
import { layoutMetadata, SiteLayout } from '@/components/pages/SiteLayout';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export { viewport } from '@/components/pages/SiteLayout';
export const metadata = layoutMetadata(defaultLanguageCode);

export default function DefaultLanguageLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return <SiteLayout lang={defaultLanguageCode}>{children}</SiteLayout>;
}
