// The search page of a language: every page listed, the dialog opened with its ?q= query.
import type { Metadata } from 'next';
import { withNotesLink } from '@/lib/content/notes';
import { routeContent } from '@/lib/content/languageRoutes';
import { SEARCH_ROUTE } from '@/lib/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { searchDocuments } from '@/lib/search/searchIndex';
import { PageHeader } from '@/components/ui/PageHeader';
import { SearchList } from '@/components/search/SearchList';
import { SearchPageButton } from '@/components/search/SearchPageButton';
import { Search } from '@/components/ui/serverIcons';

export function searchMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.search.title, description: c.ui.search.intro, path: SEARCH_ROUTE }) : {};
}

export function SearchPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const documents = searchDocuments({ ...c, navItems: withNotesLink(c, c.navItems) });
  return (
    <>
      <PageHeader title={c.ui.search.title} intro={c.ui.search.intro}>
        <SearchPageButton label={c.ui.search.button} icon={<Search size={18} aria-hidden="true" />} />
      </PageHeader>
      <div className="container">
        <SearchList documents={documents} kinds={c.ui.search.kinds} />
      </div>
    </>
  );
}
