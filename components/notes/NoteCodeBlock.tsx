import type { InterfaceText } from '@/lib/model/interfaceText';
import { copyTexts } from '@/components/projectPage/CodeHighlights';
import { CopyButton } from '@/components/projectPage/CopyButton';
import { COPY_ICONS } from '@/components/projectPage/drawnIcons';
import styles from '@/components/projectPage/CodeHighlights.module.css';
import { formatText } from '@/lib/format/text';

export interface NoteCodeBlockProps {
  'data-language'?: string;
  'data-code'?: string;
  /** The block's place among the note's code blocks, from 1: it names the block for its copy button. */
  'data-number'?: number;
  /** The fence's title (```js title="a.js"), shown above the code and naming it for its copy button. */
  'data-title'?: string;
  /** The highlighted <pre> (lib/content/noteMarkdown.ts), made at build time from the owner's code. */
  'data-html'?: string;
}

/** A code block of a note: the language, the copy button of the project pages and the code,
 * highlighted at build time. Only the button runs in the browser. */
export function NoteCodeBlock(props: NoteCodeBlockProps & { ui: Pick<InterfaceText, 'notes' | 'code'> }) {
  const { ui } = props;
  const language = props['data-language'] ?? 'text';
  const own = props['data-title'];
  const title = own ?? formatText(ui.notes.codeTitle, { language, number: Number(props['data-number'] ?? 1) });
  return (
    <figure className={styles.snippet}>
      <figcaption className={styles.header}>
        {own && <span className={styles.title}>{own}</span>}
        <span className={styles.language}>{language}</span>
      </figcaption>
      <CopyButton code={props['data-code'] ?? ''} label={formatText(ui.code.copyLabel, { title })} texts={copyTexts(ui.code)} icons={COPY_ICONS} />
      <div className={styles.code} dangerouslySetInnerHTML={{ __html: props['data-html'] ?? '' }} />
    </figure>
  );
}
