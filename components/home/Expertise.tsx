import type { ExpertiseArea, SectionText } from '@/lib/model/homeTypes';
import { ContentIcon } from '@/components/ui/Icon';
import { SectionHeader } from './SectionHeader';
import styles from './Expertise.module.css';

/** Three cards: the owner's areas of expertise. */
export function Expertise({ heading, intro, areas }: SectionText & { areas: ExpertiseArea[] }) {
  return (
    <section className={styles.section} aria-labelledby="expertise-title">
      <div className="container">
        <SectionHeader id="expertise-title" heading={heading} intro={intro} />
        <ul className={styles.grid}>
          {areas.map((area) => (
            <li key={area.title} className={styles.card}>
              <span className={styles.icon}>
                <ContentIcon name={area.icon} size={26} />
              </span>
              <h3 className={styles.title}>{area.title}</h3>
              <p className={styles.description}>{area.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
