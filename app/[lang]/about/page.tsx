import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return aboutMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <AboutPage lang={(await params).lang} />;
}
