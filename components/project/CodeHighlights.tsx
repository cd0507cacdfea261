import type { HighlightedSnippet } from '@/lib/site/highlight';
import card from './Card.module.css';
import { CopyButton } from './CopyButton';
import styles from './CodeHighlights.module.css';

/**
 * The "Code" section: each snippet as a figure with its title, language and a copy button (figures,
 * not list items, so the Tech Stack list stays the technologies). The HTML was highlighted at build
 * time (lib/highlight.ts); only the copy button runs in the browser.
 */
export function CodeHighlights({ snippets }: { snippets: readonly HighlightedSnippet[] }) {
  if (snippets.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="code-heading">
      <h2 id="code-heading" className={card.sectionTitle}>
        Code
      </h2>
      <div className={styles.list}>
        {snippets.map((snippet) => (
          <figure key={snippet.title} className={styles.snippet}>
            <figcaption className={styles.header}>
              <h3 className={styles.title}>{snippet.title}</h3>
              <span className={styles.language}>{snippet.language}</span>
            </figcaption>
            <CopyButton code={snippet.code} title={snippet.title} />
            <div className={styles.code} dangerouslySetInnerHTML={{ __html: snippet.html }} />
          </figure>
        ))}
      </div>
    </section>
  );
}
