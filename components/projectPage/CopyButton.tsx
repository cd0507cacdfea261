'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
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
}

/** Copies a snippet to the clipboard; a polite live region says whether it worked. */
export function CopyButton({ code, label, texts }: CopyButtonProps) {
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

  const Glyph = state === 'copied' ? Check : Copy;
  const message = state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : '';
  // Two grid items of the snippet's figure: the button beside the title, the message on its own row.
  return (
    <>
      <button type="button" className={styles.copyButton} onClick={copy} aria-label={label}>
        <Glyph size={16} aria-hidden="true" />
        {texts.copy}
      </button>
      <span role="status" className={state === 'failed' ? styles.copyError : styles.copyStatus}>
        {message}
      </span>
    </>
  );
}
