import { ContactPage, contactMetadata } from '@/components/pages/ContactPage';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return contactMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <ContactPage lang={(await params).lang} />;
}
