import { experience, experiencePage, ui } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHeader } from '@/components/ui/PageHeader';
import { Certifications } from '@/components/experience/Certifications';
import { EducationList } from '@/components/experience/EducationList';
import { Timeline } from '@/components/experience/Timeline';
import section from '@/components/about/Section.module.css';
import styles from './page.module.css';
import { fallbackLangs, untranslatedIn } from '@/lib/content/language';

export const metadata = pageMetadata({ title: ui.routes.experience, description: experiencePage.intro, path: '/experience' });

export default function ExperiencePage() {
  return (
    <>
      <PageHeader title={experiencePage.title} intro={experiencePage.intro} lang={fallbackLangs('experiencePage', ['title', 'intro'])} />
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
            untranslated={untranslatedIn('experience.roles')}
          />
        </section>
        <div className={`${section.section} ${section.columns} ${section.columnsWide}`}>
          <section aria-labelledby="education">
            <h2 id="education" className={section.title}>
              {ui.experience.educationTitle}
            </h2>
            <EducationList
              education={experience.education}
              expectedLabel={ui.experience.expectedLabel}
              present={ui.dates.present}
              untranslated={untranslatedIn('experience.education')}
            />
          </section>
          <section aria-labelledby="certifications">
            <h2 id="certifications" className={section.title}>
              {ui.experience.certificationsTitle}
            </h2>
            <Certifications certifications={experience.certifications} untranslated={untranslatedIn('experience.certifications')} />
          </section>
        </div>
      </div>
    </>
  );
}
