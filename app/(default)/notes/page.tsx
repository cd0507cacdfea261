import { NotesPage, notesMetadata } from '@/components/pages/NotesPages';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

export const metadata = notesMetadata(defaultLanguageCode);

export default function Page() {
  return <NotesPage lang={defaultLanguageCode} />;
}
