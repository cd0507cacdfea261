// Every other language's pages, under /{code}/: prerendered for each, any other code an unknown path.
import { layoutMetadata, SiteLayout } from '@/components/pages/SiteLayout';
import { otherLanguageParams } from '@/lib/content/languageRoutes';

export { viewport } from '@/components/pages/SiteLayout';
export const dynamicParams = false;
export const generateStaticParams = otherLanguageParams;

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return layoutMetadata((await params).lang);
}

export default async function LanguageLayout({ children, params }: Readonly<{ children: React.ReactNode; params: Params }>) {
  return <SiteLayout lang={(await params).lang}>{children}</SiteLayout>;
}
