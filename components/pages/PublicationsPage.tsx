// The publications page of a language.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicationList } from '@/components/publications/PublicationList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { hasPublications, publicationsByYear } from '@/lib/content/publicationPages';
import { routeContent } from '@/lib/content/languageRoutes';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicationsJsonLd } from '@/lib/seo/structuredData';

export function publicationsMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.publications.title, description: c.ui.publications.intro, path: PUBLICATIONS_ROUTE }) : {};
}

export function PublicationsPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  // Without content/publications.bib this page is an unknown path (the postbuild removes it).
  if (!hasPublications(c)) notFound();
  return (
    <>
      <JsonLd data={publicationsJsonLd(c, c.publications)} />
      <PageHeader title={c.ui.publications.title} intro={c.ui.publications.intro} />
      <PublicationList years={publicationsByYear(c)} ui={c.ui} />
    </>
  );
}
