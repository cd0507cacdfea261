import { SeriesPage, seriesMetadata, seriesParams } from '@/components/pages/SeriesPage';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Static export: one page per entry; any other address is an unknown path (404.html → redirect).
export const dynamicParams = false;
export const generateStaticParams = () => seriesParams(defaultLanguageCode);

type Params = Promise<{ series: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const p = await params;
  return seriesMetadata(defaultLanguageCode, p.series);
}

export default async function Page({ params }: { params: Params }) {
  const p = await params;
  return <SeriesPage lang={defaultLanguageCode} series={p.series} />;
}
