import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { InterfaceText } from '@/lib/model/interfaceText';
import { CODE_BLOCK_TAG, PRERENDERED_TAG, type RenderedNote } from '@/lib/model/noteSchema';
import { asset } from '@/lib/paths';
import { MATH_STYLESHEET } from '@/lib/theme/mathStylesheet';
import { NoteCodeBlock, type NoteCodeBlockProps } from './NoteCodeBlock';
import styles from './NoteArticle.module.css';

interface PrerenderedProps {
  'data-html'?: string;
  'data-kind'?: 'math' | 'diagram';
  'data-block'?: boolean;
}

/**
 * A formula (MathML) or a diagram (SVG) written at build time from the owner's Markdown. A block
 * scrolls sideways when it is wider than a phone, so it takes focus: the keyboard can scroll it too.
 */
function Prerendered(props: PrerenderedProps) {
  const className = props['data-kind'] === 'diagram' ? 'note-diagram' : 'note-math';
  const html = { __html: props['data-html'] ?? '' };
  const element = props['data-block'] ? <div className={className} tabIndex={0} dangerouslySetInnerHTML={html} /> : <span className={className} dangerouslySetInnerHTML={html} />;
  if (props['data-kind'] !== 'math') return element;
  // The formulas' stylesheet (lib/theme/mathStylesheet.ts), only on a page that has one: React puts
  // it in the page's head once, however many formulas link it.
  return (
    <>
      <link rel="stylesheet" href={asset(MATH_STYLESHEET)} precedence="math" />
      {element}
    </>
  );
}

interface NoteArticleProps {
  tree: RenderedNote['tree'];
  ui: Pick<InterfaceText, 'notes' | 'code'>;
}

/** The body of a note, prerendered from its syntax tree (server component: no parser in the browser). */
export function NoteArticle({ tree, ui }: NoteArticleProps) {
  // The rendered Markdown's code blocks become the copy-button figure; every other element stays as written.
  const components = {
    [CODE_BLOCK_TAG]: (props: NoteCodeBlockProps) => <NoteCodeBlock {...props} ui={ui} />,
    [PRERENDERED_TAG]: Prerendered,
  } as unknown as Partial<Components>;
  return <div className={styles.prose}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
