'use client';
// The search's only code in every page: the keys that open it (Ctrl+K or ⌘K anywhere, "/" outside
// a text field) and the event other parts of the page send to open it (the menu's button, the
// /search/ page). Everything else loads on the first opening.
import { useEffect } from 'react';

const OPEN_SEARCH = 'site-search:open';

/** Asks the top bar to open the search, with `query` typed in. */
export function openSearch(query = ''): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH, { detail: query }));
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

export function useSearchShortcut(open: (query: string) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      if (!combo && !slash) return;
      event.preventDefault();
      open('');
    };
    const onOpen = (event: Event) => open(typeof (event as CustomEvent).detail === 'string' ? (event as CustomEvent<string>).detail : '');
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_SEARCH, onOpen);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_SEARCH, onOpen);
    };
  }, [open]);
}
