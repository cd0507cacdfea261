import type { InterfaceText } from '@/lib/model/interfaceText';
import type { HighlightedSnippet } from '@/lib/content/highlight';
import card from './Card.module.css';
import { CopyButton, type CopyTexts } from './CopyButton';
import { COPY_ICONS } from './drawnIcons';
import styles from './CodeHighlights.module.css';
import { formatText } from '@/lib/format/text';

/** The copy button's words, without the label function (functions do not travel to the browser). */
export function copyTexts({ copy, copied, copyFailed }: InterfaceText['code']): CopyTexts {
  return { copy, copied, copyFailed };
}

interface CodeHighlightsProps {
  snippets: readonly HighlightedSnippet[];
  texts: InterfaceText['code'];
}

/**
 * The "Code" section: each snippet as a figure with its title, language and a copy button (figures,
 * not list items, so the Tech Stack list stays the technologies). The HTML was highlighted at build
 * time (lib/content/highlight.ts); only the copy button runs in the browser.
 */
export function CodeHighlights({ snippets, texts }: CodeHighlightsProps) {
  if (snippets.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="code-heading">
      <h2 id="code-heading" className={card.sectionTitle}>
        {texts.heading}
      </h2>
      <div className={styles.list}>
        {snippets.map((snippet) => (
          <figure key={snippet.title} className={styles.snippet}>
            <figcaption className={styles.header}>
              <h3 className={styles.title}>{snippet.title}</h3>
              <span className={styles.language}>{snippet.language}</span>
            </figcaption>
            <CopyButton code={snippet.code} label={formatText(texts.copyLabel, { title: snippet.title })} texts={copyTexts(texts)} icons={COPY_ICONS} />
            <div className={styles.code} dangerouslySetInnerHTML={{ __html: snippet.html }} />
          </figure>
        ))}
      </div>
    </section>
  );
}
