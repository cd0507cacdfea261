import { notFound } from 'next/navigation';
import { PublicationList } from '@/components/publications/PublicationList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageHeader } from '@/components/ui/PageHeader';
import { publications, ui } from '@/lib/content';
import { hasPublications, publicationsByYear } from '@/lib/content/publicationPages';
import { PUBLICATIONS_ROUTE } from '@/lib/model/publication';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicationsJsonLd } from '@/lib/seo/structuredData';

export const metadata = pageMetadata({ title: ui.publications.title, description: ui.publications.intro, path: PUBLICATIONS_ROUTE });

export default function PublicationsPage() {
  // Without content/publications.bib this page is an unknown path (the postbuild removes it).
  if (!hasPublications()) notFound();
  return (
    <>
      <JsonLd data={publicationsJsonLd(publications)} />
      <PageHeader title={ui.publications.title} intro={ui.publications.intro} />
      <PublicationList years={publicationsByYear()} ui={ui} />
    </>
  );
}
