import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  id: string;
  heading: string;
  intro: string;
}

/** The h2 and introduction that open a home section; `id` labels the section. */
export function SectionHeader({ id, heading, intro }: SectionHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{intro}</p>
    </header>
  );
}
