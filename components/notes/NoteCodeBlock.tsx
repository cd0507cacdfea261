import { CopyButton } from '@/components/project/CopyButton';
import styles from '@/components/project/CodeHighlights.module.css';

interface NoteCodeBlockProps {
  'data-language'?: string;
  'data-code'?: string;
  'data-title'?: string;
  /** The highlighted <pre> (lib/content/noteMarkdown.ts), made at build time from the owner's code. */
  'data-html'?: string;
}

/** A code block of a note: the language, the copy button of the project pages and the code,
 * highlighted at build time. Only the button runs in the browser. */
export function NoteCodeBlock(props: NoteCodeBlockProps) {
  const language = props['data-language'] ?? 'text';
  return (
    <figure className={styles.snippet}>
      <figcaption className={styles.header}>
        <span className={styles.language}>{language}</span>
      </figcaption>
      <CopyButton code={props['data-code'] ?? ''} title={props['data-title'] ?? language} />
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: props['data-html'] ?? '' }} />
    </figure>
  );
}
