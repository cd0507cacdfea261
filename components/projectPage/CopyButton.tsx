'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { InterfaceText } from '@/lib/model/interfaceText';
import styles from './CodeHighlights.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** What the button and its status line say (strings only: they travel to the browser). */
export type CopyTexts = Pick<InterfaceText['code'], 'copy' | 'copied' | 'copyFailed'>;

// How long "Copied" stays before the button reads "Copy" again.
const COPIED_MS = 2000;

interface CopyButtonProps {
  code: string;
  /** The button's accessible name, naming the snippet: "Copy code: {title}". */
  label: string;
  texts: CopyTexts;
  /** Drawn on the server (./drawnIcons.tsx). */
  icons: CopyIcons;
}

/** The button's icon before and after a copy. */
export interface CopyIcons {
  copy: ReactNode;
  copied: ReactNode;
}

/** Copies a snippet to the clipboard; a polite live region says whether it worked. */
export function CopyButton({ code, label, texts, icons }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const message = state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : '';
  // Two grid items of the snippet's figure: the button beside the title, the message on its own row.
  return (
    <>
      <button type="button" className={styles.copyButton} onClick={copy} aria-label={label}>
        {state === 'copied' ? icons.copied : icons.copy}
        {texts.copy}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyError : styles.copyStatus}>
        {message}
      </span>
    </>
  );
}
