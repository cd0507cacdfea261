import styles from './PageHeader.module.css';
import { langAttribute } from '@/lib/model/translation';

interface PageHeaderProps {
  title: string;
  intro: string;
  children?: React.ReactNode;
  /** The language of a text shown untranslated in a page of another language. */
  lang?: { title?: string; intro?: string };
}

/** The heading and introduction that open a page. */
export function PageHeader({ title, intro, children, lang = {} }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        <h1 className={styles.title} {...langAttribute(lang.title)}>
          {title}
        </h1>
        <p className={styles.intro} {...langAttribute(lang.intro)}>
          {intro}
        </p>
        {children}
      </div>
    </header>
  );
}
