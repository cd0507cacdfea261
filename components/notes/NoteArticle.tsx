import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { CODE_BLOCK_TAG, type RenderedNote } from '@/lib/content/noteMarkdown';
import { NoteCodeBlock } from './NoteCodeBlock';
import styles from './NoteArticle.module.css';

// The rendered Markdown's code blocks become the copy-button figure; every other element stays as written.
const components = { [CODE_BLOCK_TAG]: NoteCodeBlock } as unknown as Partial<Components>;

/** The body of a note, prerendered from its syntax tree (server component: no parser in the browser). */
export function NoteArticle({ tree }: { tree: RenderedNote['tree'] }) {
  return <div className={styles.prose}>{toJsxRuntime(tree, { Fragment, jsx, jsxs, components })}</div>;
}
