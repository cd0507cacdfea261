'use client';

import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import styles from './CodeHighlights.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

// How long "Copied" stays before the button reads "Copy" again.
const COPIED_MS = 2000;

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the code and press Ctrl+C (⌘C on a Mac).',
};

/** Copies a snippet to the clipboard; a polite live region says whether it worked. */
export function CopyButton({ code, title }: { code: string; title: string }) {
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
  // Two grid items of the snippet's figure: the button beside the title, the message on its own row.
  return (
    <>
      <button type="button" className={styles.copyButton} onClick={copy} aria-label={`Copy code: ${title}`}>
        <Glyph size={16} aria-hidden="true" />
        Copy
      </button>
      <span role="status" className={state === 'failed' ? styles.copyError : styles.copyStatus}>
        {MESSAGES[state]}
      </span>
    </>
  );
}
