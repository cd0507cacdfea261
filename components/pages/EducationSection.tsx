// The education section the about and experience pages both show, under their own title.
import { EducationList } from '@/components/experience/EducationList';
import section from '@/components/about/Section.module.css';
import type { LoadedContent } from '@/lib/content';
import { untranslatedIn } from '@/lib/content/language';
import { localeOfBuild } from '@/lib/format/locale';

export function EducationSection({ c, title }: { c: LoadedContent; title: string }) {
  return (
    <section aria-labelledby="education">
      <h2 id="education" className={section.title}>
        {title}
      </h2>
      <EducationList
        education={c.experience.education}
        expectedLabel={c.ui.experience.expectedLabel}
        present={c.ui.dates.present}
        untranslated={untranslatedIn(c, 'experience.education')}
        locale={localeOfBuild(c)}
      />
    </section>
  );
}
