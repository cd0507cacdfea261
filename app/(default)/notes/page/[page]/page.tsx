import { LaterNotesPage, laterPageMetadata, laterPageParams } from '@/components/pages/NotesPages';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Static export: one page per entry; any other address is an unknown path (404.html → redirect).
export const dynamicParams = false;
export const generateStaticParams = () => laterPageParams(defaultLanguageCode);

type Params = Promise<{ page: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return laterPageMetadata(defaultLanguageCode, p.page);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <LaterNotesPage lang={defaultLanguageCode} page={p.page} />;
}
