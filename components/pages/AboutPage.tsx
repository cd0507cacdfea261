// The about page of a language.
import type { Metadata } from 'next';
import { routeUrl } from '@/lib/paths';
import { PageHeader } from '@/components/ui/PageHeader';
import { AboutIntro } from '@/components/about/AboutIntro';
import { CallToAction } from '@/components/about/CallToAction';
import { Interests } from '@/components/about/Interests';
import { LookingFor } from '@/components/about/LookingFor';
import { SkillsSummary } from '@/components/about/SkillsSummary';
import { EducationSection } from './EducationSection';
import section from '@/components/about/Section.module.css';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { ownerJsonLd } from '@/lib/seo/structuredData';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';
import { routeContent } from '@/lib/content/languageRoutes';

export function aboutMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.routes.about, description: c.aboutPage.intro, path: '/about' }) : {};
}

export function AboutPage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const { about, aboutPage, profile, profileDetails, techCategoryLabels, ui } = c;
  return (
    <>
      <JsonLd data={ownerJsonLd(c)} />
      <PageHeader title={aboutPage.title} intro={aboutPage.intro} lang={fallbackLangs(c, 'aboutPage', ['title', 'intro'])} />
      <div className="container">
        <AboutIntro
          profile={profile}
          details={profileDetails}
          photo={about.photo}
          bio={about.bio}
          lang={{ ...fallbackLangs(c, 'profileDetails', ['headline', 'location']), bio: untranslatedIn(c, 'about.bio') }}
        />
        <div className={`${section.section} ${section.columns}`}>
          <LookingFor block={about.lookingFor} untranslated={untranslatedIn(c, 'about.lookingFor')} />
          <EducationSection c={c} title={ui.about.educationTitle} />
        </div>
        <SkillsSummary skills={about.skills} labels={techCategoryLabels} untranslated={untranslatedIn(c, 'about.skills')} />
        <Interests title={ui.about.interestsTitle} interests={about.interests} untranslated={untranslatedIn(c, 'about.interests')} />
        <CallToAction
          block={about.callToAction}
          texts={ui.about}
          resumeUrl={routeUrl(c.language.prefix, `/${profile.resumeFile}`)}
          untranslated={untranslatedIn(c, 'about.callToAction')}
        />
      </div>
    </>
  );
}
