import { NotesPage, notesMetadata } from '@/components/pages/NotesPages';

type Params = Promise<{ lang: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  return notesMetadata((await params).lang);
}

export default async function Page({ params }: { params: Params }) {
  return <NotesPage lang={(await params).lang} />;
}
