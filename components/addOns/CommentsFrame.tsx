'use client';
// Where the comments go, and the only part of them in the page's first JavaScript: the frame is
// fetched (./giscusEmbed.ts) when the reader scrolls near it or follows the "Show comments" link
// (which, before the page's scripts run or without them, opens the repository's discussions). It
// opens in the theme in effect and follows the toggle.
import { useEffect, useRef, useState } from 'react';
import type { Theme } from '@/components/layout/theme';
import { useResolvedTheme } from '@/components/layout/useTheme';
import type { GiscusSettings } from './giscusFrame';
import type { EmbeddedComments } from './giscusEmbed';
import styles from './Comments.module.css';

interface Props {
  settings: GiscusSettings;
  discussionsUrl: string;
  texts: { showComments: string; frameTitle: string };
  /** The id of the comments section, which a reload scrolls to. */
  sectionId: string;
}

/** How far ahead of the viewport the frame starts loading, so a reader scrolling down finds it ready. */
const NEAR = '600px 0px';

export function CommentsFrame({ settings, discussionsUrl, texts, sectionId }: Props) {
  // The theme in effect when the reader wanted the comments: the frame opens in it.
  const [wanted, setWanted] = useState<Theme>();
  const [embedded, setEmbedded] = useState<EmbeddedComments>();
  const holder = useRef<HTMLDivElement>(null);
  const frameHost = useRef<HTMLDivElement>(null);
  const theme = useResolvedTheme();

  // Near the viewport: wanted.
  useEffect(() => {
    const element = holder.current;
    if (!element || wanted) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(theme ?? 'light');
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted, theme]);

  // Wanted: fetch the frame's code and open it in the theme shown.
  useEffect(() => {
    if (!wanted) return;
    let current: EmbeddedComments | undefined;
    let cancelled = false;
    void import('./giscusEmbed').then(({ embedGiscus }) => {
      if (cancelled || !frameHost.current) return;
      current = embedGiscus(frameHost.current, { settings, title: texts.frameTitle, className: styles.frame!, theme: wanted });
      if (current) setEmbedded(current);
    });
    return () => {
      cancelled = true;
      current?.remove();
    };
  }, [wanted, settings, texts.frameTitle]);

  useEffect(() => {
    if (theme) embedded?.setTheme(theme);
  }, [embedded, theme]);

  return (
    <div ref={holder}>
      {!embedded && (
        <a
          href={discussionsUrl}
          className={styles.show}
          onClick={(event) => {
            event.preventDefault();
            // Under a policy without the frame, the page loads again as its own document.
            void import('./giscusEmbed').then((embed) => (embed.documentAllows(settings.host) ? setWanted(theme ?? 'light') : embed.reloadAtComments(sectionId)));
          }}
        >
          {texts.showComments}
        </a>
      )}
      <div ref={frameHost} />
    </div>
  );
}
