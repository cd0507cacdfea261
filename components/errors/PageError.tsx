'use client';
// What a visitor sees when rendering the site fails (app/global-error.tsx): a styled message
// (stylesheets only, so it shows under the site's Content-Security-Policy, which blocks inline
// <style>), a way to try again and a way home. Kept small: it ships with every page.
import { useEffect } from 'react';
import styles from './PageError.module.css';

// The one set of interface words outside lib/model/interfaceText.ts, and not the owner's to
// change: this page shows when the root layout itself failed, so no content reaches it, and the
// dictionary would make the chunk that every page ships larger.
export const PAGE_ERROR_TEXTS = {
  title: 'Something went wrong',
  message: 'This page hit an error while loading. Try again, or go to the home page.',
  retry: 'Try again',
  home: 'Go to the home page',
} as const;

interface PageErrorProps {
  error: Error & { digest?: string };
}

export function PageError({ error }: PageErrorProps) {
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
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {PAGE_ERROR_TEXTS.retry}
        </button>
        {/* The base path as next.config.ts inlines it: lib/paths in this chunk would be a second copy of it on every page. */}
        <a className={styles.home} href={`${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}/`}>
          {PAGE_ERROR_TEXTS.home}
        </a>
      </div>
    </section>
  );
}
