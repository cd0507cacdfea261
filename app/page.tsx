import { home } from '@/content/home';
import { profile } from '@/content/profile';
import { site } from '@/content/site';
import { Hero } from '@/components/home/Hero';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { ownerJsonLd } from '@/lib/structuredData';

export const metadata = pageMetadata({ title: site.homeTitle, description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <JsonLd data={ownerJsonLd()} />
      <Hero profile={profile} greeting={home.greeting} roles={home.roles} bio={home.bio} />
    </>
  );
}
