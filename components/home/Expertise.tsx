import type { ExpertiseArea, SectionText } from '@/lib/model/homeTypes';
import { langAttr, langOf, type UntranslatedTexts } from '@/lib/model/translation';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { SectionHeader } from './SectionHeader';
import styles from './Expertise.module.css';

/** Three cards: the owner's areas of expertise. */
export function Expertise({ heading, intro, areas, untranslated }: SectionText & { areas: ExpertiseArea[]; untranslated?: UntranslatedTexts }) {
  return (
    <section className={styles.section} aria-labelledby="expertise-title">
      <div className="container">
        <SectionHeader id="expertise-title" heading={heading} intro={intro} lang={{ heading: langOf(untranslated, 'heading'), intro: langOf(untranslated, 'intro') }} />
        <ul className={styles.grid}>
          {areas.map((area, index) => (
            <li key={area.title} className={styles.card}>
              <span className={styles.icon}>
                <ContentIcon name={area.icon} size={26} />
              </span>
              <h3 className={styles.title} {...langAttr(untranslated, `areas[${index}].title`)}>
                {area.title}
              </h3>
              <p className={styles.description} {...langAttr(untranslated, `areas[${index}].description`)}>
                {area.description}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
