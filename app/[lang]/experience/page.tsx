import { ExperiencePage, experienceMetadata } from '@/components/pages/ExperiencePage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return experienceMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <ExperiencePage lang={(await params).lang} />;
}
