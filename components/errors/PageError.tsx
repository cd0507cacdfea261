'use client';
// What a visitor sees when rendering a page fails: a styled message (stylesheets only, so it shows
// under the site's Content-Security-Policy, which blocks inline <style>), a way to try again and a
// way home. Used inside the site's layout (app/error.tsx) and instead of it (app/global-error.tsx).
import { useEffect } from 'react';
import { RotateCw } from 'lucide-react';
import { asset } from '@/lib/paths';
import buttons from '@/components/ui/Button.module.css';
import styles from './PageError.module.css';

export const PAGE_ERROR_TEXTS = {
  title: 'Something went wrong',
  message: 'This page hit an error while loading. Try again, or go to the home page.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;

interface PageErrorProps {
  error: Error & { digest?: string };
  /** Renders the failed part again; without it the page reloads. */
  retry?: () => void;
}

export function PageError({ error, retry }: PageErrorProps) {
  useEffect(() => {
    console.error('Page error', error);
  }, [error]);
  return (
    <section className={styles.panel} aria-labelledby="page-error-title" role="alert">
      <h1 id="page-error-title" className={styles.title}>
        {PAGE_ERROR_TEXTS.title}
      </h1>
      <p className={styles.message}>{PAGE_ERROR_TEXTS.message}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={retry ?? (() => window.location.reload())}>
          <RotateCw size={18} aria-hidden="true" />
          {PAGE_ERROR_TEXTS.retry}
        </button>
        <a className={buttons.secondary} href={asset('/')}>
          {PAGE_ERROR_TEXTS.home}
        </a>
      </div>
    </section>
  );
}
