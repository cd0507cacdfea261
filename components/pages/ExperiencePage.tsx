// The experience page of a language.
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { Certifications } from '@/components/experience/Certifications';
import { EducationSection } from './EducationSection';
import { Timeline } from '@/components/experience/Timeline';
import section from '@/components/about/Section.module.css';
import styles from './ExperiencePage.module.css';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';
import { routeContent } from '@/lib/content/languageRoutes';
import { localeOfBuild } from '@/lib/format/locale';

export function experienceMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? pageMetadata(c, { title: c.ui.routes.experience, description: c.experiencePage.intro, path: '/experience' }) : {};
}

export function ExperiencePage({ lang }: { lang: string }) {
  const c = routeContent(lang);
  if (!c) return null;
  const { experience, experiencePage, ui } = c;
  const locale = localeOfBuild(c);
  return (
    <>
      <PageHeader title={experiencePage.title} intro={experiencePage.intro} lang={fallbackLangs(c, 'experiencePage', ['title', 'intro'])} />
      <div className={`container ${styles.page}`}>
        <section className={section.section} aria-labelledby="roles">
          <h2 id="roles" className={section.title}>
            {ui.experience.rolesTitle}
          </h2>
          <Timeline
            roles={experience.roles}
            currentLabel={ui.experience.currentLabel}
            technologiesLabel={ui.experience.technologiesLabel}
            present={ui.dates.present}
            untranslated={untranslatedIn(c, 'experience.roles')}
            locale={locale}
          />
        </section>
        <div className={`${section.section} ${section.columns} ${section.columnsWide}`}>
          <EducationSection c={c} title={ui.experience.educationTitle} />
          <section aria-labelledby="certifications">
            <h2 id="certifications" className={section.title}>
              {ui.experience.certificationsTitle}
            </h2>
            <Certifications certifications={experience.certifications} untranslated={untranslatedIn(c, 'experience.certifications')} locale={locale} />
          </section>
        </div>
      </div>
    </>
  );
}
