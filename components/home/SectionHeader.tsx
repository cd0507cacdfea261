import styles from './SectionHeader.module.css';
import { langAttribute } from '@/lib/model/translation';

interface SectionHeaderProps {
  id: string;
  heading: string;
  intro: string;
  /** The lang of a heading or introduction shown in the default language (a partial translation). */
  lang?: { heading?: string; intro?: string };
}

/** The h2 and introduction that open a home section; `id` labels the section. */
export function SectionHeader({ id, heading, intro, lang = {} }: SectionHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.heading} {...langAttribute(lang.heading)}>
        {heading}
      </h2>
      <p className={styles.intro} {...langAttribute(lang.intro)}>
        {intro}
      </p>
    </header>
  );
}
