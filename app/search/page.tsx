import { content, ui } from '@/lib/content';
import { withNotesLink } from '@/lib/content/notes';
import { SEARCH_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchDocuments } from '@/lib/search/searchIndex';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchList } from '@/components/search/SearchList';
import { SearchPageButton } from '@/components/search/SearchPageButton';

export const metadata = pageMetadata({ title: ui.search.title, description: ui.search.intro, path: SEARCH_ROUTE });

export default function SearchPage() {
  const documents = searchDocuments({ ...content, navItems: withNotesLink(content.navItems) });
  return (
    <>
      <PageHeader title={ui.search.title} intro={ui.search.intro}>
        <SearchPageButton label={ui.search.button} />
      </PageHeader>
      <div className="container">
        <SearchList documents={documents} kinds={ui.search.kinds} />
      </div>
    </>
  );
}
