import { home, profile, site, socialLinks, ui } from '@/lib/content';
import { Collaborate } from '@/components/home/Collaborate';
import { Expertise } from '@/components/home/Expertise';
import { Hero } from '@/components/home/Hero';
import { Skills } from '@/components/home/Skills';
import { Stats } from '@/components/home/Stats';
import { LatestNotes } from '@/components/notes/LatestNotes';
import { JsonLd } from '@/components/seo/JsonLd';
import { getNotes } from '@/lib/content/notes';
import { untranslatedIn } from '@/lib/content/language';
import { pageMetadata } from '@/lib/seo/metadata';
import { ownerJsonLd } from '@/lib/seo/structuredData';

export const metadata = pageMetadata({ title: site.homeTitle, description: site.description, path: '/' });

export default function HomePage() {
  return (
    <>
      <JsonLd data={ownerJsonLd()} />
      <Hero
        profile={profile}
        greeting={home.greeting}
        roles={home.roles}
        bio={home.bio}
        primaryAction={home.primaryAction}
        secondaryAction={home.secondaryAction}
        socialLinks={socialLinks}
        texts={ui.common}
        untranslated={untranslatedIn('home')}
      />
      <Stats heading={home.stats.heading} items={home.stats.items} untranslated={untranslatedIn('home.stats')} />
      <Expertise {...home.expertise} untranslated={untranslatedIn('home.expertise')} />
      <Skills {...home.skills} untranslated={untranslatedIn('home.skills')} />
      <LatestNotes notes={getNotes()} texts={ui.notes} />
      <Collaborate {...home.collaborate} untranslated={untranslatedIn('home.collaborate')} />
    </>
  );
}
