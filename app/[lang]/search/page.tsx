import { SearchPage, searchMetadata } from '@/components/pages/SearchPage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return searchMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <SearchPage lang={(await params).lang} />;
}
