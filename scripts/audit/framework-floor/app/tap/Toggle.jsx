'use client';
import { useState } from 'react';

/** A button that shows a paragraph, and a text field that echoes what is typed: React state, nothing else. */
export function Toggle() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <button type="button" aria-pressed={open} onClick={() => setOpen(!open)} style={{ minHeight: 44, minWidth: 120 }}>
        Details
      </button>
      {open && <p>A paragraph the button shows.</p>}
      <input aria-label="Name" value={text} onChange={(event) => setText(event.target.value)} />
      <p>{text}</p>
    </>
  );
}
