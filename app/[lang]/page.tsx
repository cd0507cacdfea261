import { HomePage, homeMetadata } from '@/components/pages/HomePage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return homeMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <HomePage lang={(await params).lang} />;
}
