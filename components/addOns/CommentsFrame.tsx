'use client';
// The comments frame, loaded only when wanted: when the reader scrolls near it, or follows the
// "Show comments" link (which, before the page's scripts run or without them, opens the
// repository's discussions instead). It opens in the theme in effect and follows the toggle.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Theme } from '@/components/layout/theme';
import { useResolvedTheme } from '@/components/layout/useTheme';
import { frameMessage, giscusFrameUrl, GISCUS_SESSION_KEY, readSession, themeMessage, type GiscusSettings, type PageFacts } from './giscusFrame';
import styles from './Comments.module.css';

interface Props {
  settings: GiscusSettings;
  discussionsUrl: string;
  texts: { showComments: string; frameTitle: string };
}

/** How far ahead of the viewport the frame starts loading, so a reader scrolling down finds it ready. */
const NEAR = '600px 0px';

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

export function CommentsFrame({ settings, discussionsUrl, texts }: Props) {
  const [src, setSrc] = useState<string>();
  const [height, setHeight] = useState<number>();
  const holder = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const pressed = useRef(false);
  const shownTheme = useRef<Theme>(null);
  const theme = useResolvedTheme();

  /** Opens the frame in the theme in effect. */
  const open = useCallback(() => {
    // A keyboard reader who tabbed to the link scrolled it near: the frame takes its focus too.
    if (holder.current?.contains(document.activeElement)) pressed.current = true;
    const shown = theme ?? 'light';
    shownTheme.current = shown;
    setSrc((current) => current ?? giscusFrameUrl(settings, pageFacts(), shown, takeSession()));
  }, [theme, settings]);

  // Near the viewport: load.
  useEffect(() => {
    const element = holder.current;
    if (!element || src) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: NEAR });
    observer.observe(element);
    return () => observer.disconnect();
  }, [src, open]);

  // A change of theme once the frame is open goes to it by message.
  useEffect(() => {
    if (!src || !theme || shownTheme.current === theme) return;
    shownTheme.current = theme;
    frame.current?.contentWindow?.postMessage(themeMessage(theme), settings.host);
  }, [src, theme, settings.host]);

  // The reader asked for the comments: the frame takes the focus the link had.
  useEffect(() => {
    if (src && pressed.current) frame.current?.focus();
  }, [src]);

  useEffect(() => {
    if (!src) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== settings.host || event.source !== frame.current?.contentWindow) return;
      const message = frameMessage(event.data);
      if (message?.height) setHeight(message.height);
      if (message?.sessionExpired && storage()?.getItem(GISCUS_SESSION_KEY)) {
        storage()?.removeItem(GISCUS_SESSION_KEY);
        setSrc(giscusFrameUrl(settings, pageFacts(), shownTheme.current ?? 'light', ''));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, settings]);

  return (
    <div ref={holder}>
      {src ? (
        <iframe ref={frame} src={src} title={texts.frameTitle} className={styles.frame} style={height ? { height } : undefined} allow="clipboard-write" />
      ) : (
        <a
          href={discussionsUrl}
          className={styles.show}
          onClick={(event) => {
            event.preventDefault();
            pressed.current = true;
            open();
          }}
        >
          {texts.showComments}
        </a>
      )}
    </div>
  );
}
