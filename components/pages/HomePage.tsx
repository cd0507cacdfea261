// The home page of a language (app/(default)/page.tsx and app/[lang]/page.tsx).
import type { Metadata } from 'next';
import { Collaborate } from '@/components/home/Collaborate';
import { Expertise } from '@/components/home/Expertise';
import { Hero } from '@/components/home/Hero';
import { Skills } from '@/components/home/Skills';
import { Stats } from '@/components/home/Stats';
import { LatestNotes } from '@/components/notes/LatestNotes';
import { JsonLd } from '@/components/seo/JsonLd';
import { getNotes } from '@/lib/content/notes';
import { untranslatedIn } from '@/lib/content/language';
import { routeContent } from '@/lib/content/languageRoutes';
import { localeOfBuild } from '@/lib/format/locale';
import { pageMetadata } from '@/lib/seo/metadata';
import { ownerJsonLd } from '@/lib/seo/structuredData';

export function homeMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.site.homeTitle, description: c.site.description, path: '/' }) : {};
}

export function HomePage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const { home, profile, socialLinks, ui } = c;
  return (
    <>
      <JsonLd data={ownerJsonLd(c)} />
      <Hero
        profile={profile}
        greeting={home.greeting}
        roles={home.roles}
        bio={home.bio}
        primaryAction={home.primaryAction}
        secondaryAction={home.secondaryAction}
        socialLinks={socialLinks}
        texts={ui.common}
        untranslated={untranslatedIn(c, 'home')}
      />
      <Stats heading={home.stats.heading} items={home.stats.items} untranslated={untranslatedIn(c, 'home.stats')} />
      <Expertise {...home.expertise} untranslated={untranslatedIn(c, 'home.expertise')} />
      <Skills {...home.skills} untranslated={untranslatedIn(c, 'home.skills')} />
      <LatestNotes notes={getNotes(c)} texts={ui.notes} locale={localeOfBuild(c)} />
      <Collaborate {...home.collaborate} untranslated={untranslatedIn(c, 'home.collaborate')} />
    </>
  );
}
