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
  focus: boolean;
}

/** Puts the giscus frame into `host`, in the theme in effect, and keeps its height to what it reports. */
export function embedGiscus(host: HTMLElement, { settings, title, className, theme, focus }: Options): EmbeddedComments {
  let shown = theme;
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.className = className;
  frame.allow = 'clipboard-write';
  frame.src = giscusFrameUrl(settings, pageFacts(), shown, takeSession());
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
      frame.contentWindow?.postMessage(themeMessage(theme), settings.host);
    },
    remove() {
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}
