import type { Metadata, Viewport } from 'next';
import { profile } from '@/content/profile';
import { footerLinks, navItems, socialLinks } from '@/content/navigation';
import { Navbar } from '@/components/layout/Navbar';
import { Footer } from '@/components/layout/Footer';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
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
  return (
    <html lang="en">
      <head>
        <noscript>
          <style>{NOSCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>
        <SkipLink />
        <Navbar profile={profile} items={navItems} socialLinks={socialLinks} />
        <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer profile={profile} quickLinks={footerLinks} socialLinks={socialLinks} />
      </body>
    </html>
  );
}
