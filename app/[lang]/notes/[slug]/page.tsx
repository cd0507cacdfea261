import { NotePage, noteMetadata, noteParams } from '@/components/pages/NotePage';

// Static export: one page per entry of the language; any other address is an unknown path.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { lang: string } }) => noteParams(params.lang);

type Params = Promise<{ lang: string } & { slug: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return noteMetadata(p.lang, p.slug);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <NotePage lang={p.lang} slug={p.slug} />;
}
