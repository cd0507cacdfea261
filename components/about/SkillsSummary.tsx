import type { AboutContent, TechCategoryLabels } from '@/lib/model/pageTypes';
import type { TechCategory } from '@/lib/model/types';
import { langAttr, type UntranslatedTexts } from '@/lib/model/translation';
import section from './Section.module.css';
import styles from './SkillsSummary.module.css';

interface SkillsSummaryProps {
  skills: AboutContent['skills'];
  labels: TechCategoryLabels;
  /** Its texts shown in the default language (a partial translation). */
  untranslated?: UntranslatedTexts;
}

/** The owner's skills grouped by tech category, in the order the content lists them. */
export function SkillsSummary({ skills, labels, untranslated }: SkillsSummaryProps) {
  // A category the owner lists nothing under is left out.
  const groups = (Object.entries(skills.groups) as Array<[TechCategory, string[]]>).filter(([, items]) => items.length > 0);
  return (
    <section className={section.section} aria-labelledby="skills">
      <h2 id="skills" className={section.title} {...langAttr(untranslated, 'title')}>
        {skills.title}
      </h2>
      <p className={section.muted} {...langAttr(untranslated, 'text')}>
        {skills.text}
      </p>
      <div className={styles.grid}>
        {groups.map(([category, items]) => (
          <div key={category} className={section.card}>
            <h3 className={section.cardTitle}>{labels[category]}</h3>
            <ul className={section.chips}>
              {items.map((item) => (
                <li key={item} className={section.chip}>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
