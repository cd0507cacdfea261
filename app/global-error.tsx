'use client';
// A fault in the site's layout itself: this replaces the whole page, so it brings its own <html>
// and the site's stylesheets (no inline <style>, which the Content-Security-Policy blocks). It gets
// no content (the layout that reads it is what failed): its words and lang are the engine's English.
import { PageError } from '@/components/errors/PageError';
import styles from '@/components/errors/PageError.module.css';
import './globals.css';

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body className={styles.page}>
        <main>
          <PageError error={error} />
        </main>
      </body>
    </html>
  );
}
