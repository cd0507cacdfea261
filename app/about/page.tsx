import { about, aboutPage, experience, profile, profileDetails, techCategoryLabels, ui } from '@/lib/content';
import { routeUrl } from '@/lib/paths';
import { PageHeader } from '@/components/ui/PageHeader';
import { AboutIntro } from '@/components/about/AboutIntro';
import { CallToAction } from '@/components/about/CallToAction';
import { Interests } from '@/components/about/Interests';
import { LookingFor } from '@/components/about/LookingFor';
import { SkillsSummary } from '@/components/about/SkillsSummary';
import { EducationList } from '@/components/experience/EducationList';
import section from '@/components/about/Section.module.css';
import { pageMetadata } from '@/lib/seo/metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { ownerJsonLd } from '@/lib/seo/structuredData';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';

export const metadata = pageMetadata({ title: ui.routes.about, description: aboutPage.intro, path: '/about' });

export default function AboutPage() {
  return (
    <>
      <JsonLd data={ownerJsonLd()} />
      <PageHeader title={aboutPage.title} intro={aboutPage.intro} lang={fallbackLangs('aboutPage', ['title', 'intro'])} />
      <div className="container">
        <AboutIntro
          profile={profile}
          details={profileDetails}
          photo={about.photo}
          bio={about.bio}
          lang={{ ...fallbackLangs('profileDetails', ['headline', 'location']), bio: untranslatedIn('about.bio') }}
        />
        <div className={`${section.section} ${section.columns}`}>
          <LookingFor block={about.lookingFor} untranslated={untranslatedIn('about.lookingFor')} />
          <section aria-labelledby="education">
            <h2 id="education" className={section.title}>
              {ui.about.educationTitle}
            </h2>
            <EducationList
              education={experience.education}
              expectedLabel={ui.experience.expectedLabel}
              present={ui.dates.present}
              untranslated={untranslatedIn('experience.education')}
            />
          </section>
        </div>
        <SkillsSummary skills={about.skills} labels={techCategoryLabels} untranslated={untranslatedIn('about.skills')} />
        <Interests title={ui.about.interestsTitle} interests={about.interests} untranslated={untranslatedIn('about.interests')} />
        <CallToAction block={about.callToAction} texts={ui.about} resumeUrl={routeUrl(`/${profile.resumeFile}`)} untranslated={untranslatedIn('about.callToAction')} />
      </div>
    </>
  );
}
