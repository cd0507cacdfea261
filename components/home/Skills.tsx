import type { SectionText, Skill } from '@/lib/model/homeTypes';
import { langOf, type UntranslatedTexts } from '@/lib/model/translation';
import { TechLogo } from '@/components/ui/TechLogo';
import { SectionHeader } from './SectionHeader';
import styles from './Skills.module.css';

/** The skills grid: a logo where the tech-logo set has one, else an icon for the category. */
export function Skills({ heading, intro, items, untranslated }: SectionText & { items: Skill[]; untranslated?: UntranslatedTexts }) {
  return (
    <section className={styles.section} aria-labelledby="skills-title">
      <div className="container">
        <SectionHeader id="skills-title" heading={heading} intro={intro} lang={{ heading: langOf(untranslated, 'heading'), intro: langOf(untranslated, 'intro') }} />
        <ul className={styles.grid}>
          {items.map((skill) => (
            <li key={skill.name} className={styles.skill}>
              <TechLogo name={skill.name} category={skill.category} size={32} className={styles.logo} />
              <span className={styles.name}>{skill.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
