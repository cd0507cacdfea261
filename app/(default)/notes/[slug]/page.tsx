import { NotePage, noteMetadata, noteParams } from '@/components/pages/NotePage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Static export: one page per entry; any other address is an unknown path (404.html → redirect).
export const dynamicParams = false;
export const generateStaticParams = () => noteParams(defaultLanguageCode);

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return noteMetadata(defaultLanguageCode, p.slug);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <NotePage lang={defaultLanguageCode} slug={p.slug} />;
}
