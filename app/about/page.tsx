import { aboutPage } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { JsonLd } from '@/components/seo/JsonLd';
import { ownerJsonLd } from '@/lib/structuredData';

export const metadata = pageMetadata({ title: 'About', description: aboutPage.intro, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <JsonLd data={ownerJsonLd()} />
      <PageHeader title={aboutPage.title} intro={aboutPage.intro} />
    </>
  );
}
