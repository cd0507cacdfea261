// The comments frame itself, fetched only when the reader wants the comments (CommentsFrame.tsx
// imports it then): pages with comments load nothing of it before, and pages without load nothing.
import type { Theme } from '@/components/layout/theme';
import { frameMessage, giscusFrameUrl, GISCUS_SESSION_KEY, readSession, themeMessage, type GiscusSettings, type PageFacts } from './giscusFrame';

const meta = (selector: string) => document.querySelector<HTMLMetaElement>(selector)?.content ?? '';
const pageFacts = (): PageFacts => ({
  href: location.href,
  title: document.title,
  ogTitle: meta('meta[property="og:title"]'),
  description: meta('meta[property="og:description"],meta[name="description"]'),
});

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked: no session kept, the frame still shows the comments
  }
}

/** The session giscus's sign-in handed back or kept; a new one is kept and taken out of the address. */
function takeSession(): string {
  const { session, keep, cleanHref } = readSession(location.href, storage()?.getItem(GISCUS_SESSION_KEY) ?? null);
  if (keep) storage()?.setItem(GISCUS_SESSION_KEY, keep);
  if (cleanHref) history.replaceState(history.state, '', cleanHref);
  return session;
}

/**
 * Whether this document's policy lets the frame load. A page reached by a client-side navigation
 * keeps the policy of the page the browser loaded, which allows no frame when it shows no comments.
 */
export function documentAllows(host: string): boolean {
  const policy = document.querySelector<HTMLMetaElement>('meta[http-equiv="Content-Security-Policy"]')?.content ?? '';
  const frameSrc = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'frame-src');
  return !frameSrc || frameSrc.includes(host);
}

/** Loads this page as a document of its own, under its own policy, at its comments. */
export function reloadAtComments(id: string) {
  history.replaceState(history.state, '', `#${id}`);
  location.reload();
}

export interface EmbeddedComments {
  /** Shows the comments in another theme (giscus's setConfig message). */
  setTheme(theme: Theme): void;
  remove(): void;
}

interface Options {
  settings: GiscusSettings;
  title: string;
  className: string;
  /** The theme in effect when the reader wanted the comments. */
  theme: Theme;
}

/**
 * Puts the giscus frame into `host`, in the theme in effect, and keeps its height to what it
 * reports; nothing when this document's policy would block it (the link stays).
 */
export function embedGiscus(host: HTMLElement, { settings, title, className, theme }: Options): EmbeddedComments | undefined {
  if (!documentAllows(settings.host)) return undefined;
  let shown = theme;
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.className = className;
  frame.allow = 'clipboard-write';
  frame.src = giscusFrameUrl(settings, pageFacts(), shown, takeSession());
  // The reader who followed the link, or tabbed to it and so brought it near, goes on in the frame.
  const focus = host.parentElement?.contains(document.activeElement);
  host.append(frame);
  if (focus) frame.focus();
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== settings.host || event.source !== frame.contentWindow) return;
    const message = frameMessage(event.data);
    if (message?.height) frame.style.height = `${message.height}px`;
    // A kept session giscus no longer accepts: forget it and open the frame signed out.
    if (message?.sessionExpired && storage()?.getItem(GISCUS_SESSION_KEY)) {
      storage()?.removeItem(GISCUS_SESSION_KEY);
      frame.src = giscusFrameUrl(settings, pageFacts(), shown, '');
    }
  };
  window.addEventListener('message', onMessage);
  return {
    setTheme(theme) {
      if (theme === shown) return;
      shown = theme;
      frame.contentWindow?.postMessage(themeMessage(settings, theme), settings.host);
    },
    remove() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}
