import { PublicationsPage, publicationsMetadata } from '@/components/pages/PublicationsPage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return publicationsMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <PublicationsPage lang={(await params).lang} />;
}
