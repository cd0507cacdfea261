import { TagPage, tagMetadata, tagParams } from '@/components/pages/NotesPages';

// Static export: one page per entry of the language; any other address is an unknown path.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { lang: string } }) => tagParams(params.lang);

type Params = Promise<{ lang: string } & { tag: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return tagMetadata(p.lang, p.tag);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <TagPage lang={p.lang} tag={p.tag} />;
}
