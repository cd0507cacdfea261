import { TagPage, tagMetadata, tagParams } from '@/components/pages/NotesPages';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Static export: one page per entry; any other address is an unknown path (404.html → redirect).
export const dynamicParams = false;
export const generateStaticParams = () => tagParams(defaultLanguageCode);

type Params = Promise<{ tag: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return tagMetadata(defaultLanguageCode, p.tag);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <TagPage lang={defaultLanguageCode} tag={p.tag} />;
}
