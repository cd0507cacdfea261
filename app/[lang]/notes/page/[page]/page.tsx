import { LaterNotesPage, laterPageMetadata, laterPageParams } from '@/components/pages/NotesPages';

// Static export: one page per entry of the language; any other address is an unknown path.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { lang: string } }) => laterPageParams(params.lang);

type Params = Promise<{ lang: string } & { page: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return laterPageMetadata(p.lang, p.page);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <LaterNotesPage lang={p.lang} page={p.page} />;
}
