import styles from './PageHeader.module.css';

interface PageHeaderProps {
  title: string;
  intro: string;
  children?: React.ReactNode;
}

/** The heading and introduction that open a page. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.intro}>{intro}</p>
        {children}
      </div>
    </header>
  );
}
