import { SeriesPage, seriesMetadata, seriesParams } from '@/components/pages/SeriesPage';

// Static export: one page per entry of the language; any other address is an unknown path.
export const dynamicParams = false;
export const generateStaticParams = ({ params }: { params: { lang: string } }) => seriesParams(params.lang);

type Params = Promise<{ lang: string } & { series: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return seriesMetadata(p.lang, p.series);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <SeriesPage lang={p.lang} series={p.series} />;
}
