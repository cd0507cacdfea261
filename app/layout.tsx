import type { Metadata, Viewport } from 'next';
import { profile } from '@/content/profile';
import { footerLinks, navItems, socialLinks } from '@/content/navigation';
import { Navbar } from '@/components/layout/Navbar';
import { Footer } from '@/components/layout/Footer';
import { MotionProvider } from '@/components/layout/MotionProvider';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { getProjects } from '@/lib/content';
import { rootMetadata } from '@/lib/metadata';
import { site } from '@/content/site';
import { NOSCRIPT_STYLE } from '@/lib/noscript';
import './globals.css';
import styles from './layout.module.css';

export const metadata: Metadata = rootMetadata();

export const viewport: Viewport = {
  themeColor: site.themeColor,
  colorScheme: 'dark',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Validates content/ once per build: a content mistake fails `next build` with a clear message.
  getProjects();
  return (
    <html lang="en">
      <head>
        <noscript>
          <style>{NOSCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>
        <MotionProvider>
          <SkipLink />
          <Navbar profile={profile} items={navItems} socialLinks={socialLinks} />
          <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Footer profile={profile} quickLinks={footerLinks} socialLinks={socialLinks} />
        </MotionProvider>
      </body>
    </html>
  );
}
