import type { Metadata, Viewport } from 'next';
import { colors, footerLinks, integrations, language, navItems, profile, siteLanguages, socialLinks, ui } from '@/lib/content';
import { AnalyticsScript } from '@/components/addOns/AnalyticsScript';
import { presentParts } from '@/components/addOns/presentParts';
import { Navbar, type NavbarTexts } from '@/components/layout/Navbar';
import { Footer } from '@/components/layout/Footer';
import { MotionProvider } from '@/components/layout/MotionProvider';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { hasNotes, withNotesLink } from '@/lib/content/notes';
import { withPublicationsLink } from '@/lib/content/publicationPages';
import { rootMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/siteUrl';
import { NOSCRIPT_STYLE } from '@/lib/theme/noscript';
import { browserColors } from '@/lib/theme/brandColors';
import { formatText } from '@/lib/format/text';
import { themeScript } from '@/components/layout/theme';
import { earlyTapScript } from '@/components/layout/earlyTaps';
import { searchButtonTexts } from '@/components/search/searchButtonTexts';
import './globals.css';
import styles from './layout.module.css';

export const metadata: Metadata = rootMetadata();

const themeColors = browserColors(colors);

export const viewport: Viewport = {
  // Following the system; the head script sets both to a stored choice.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeColors.light },
    { media: '(prefers-color-scheme: dark)', color: themeColors.dark },
  ],
  colorScheme: 'light dark',
};

const { languages: languagesLabel, ...navTexts } = ui.nav;
const navbarTexts: NavbarTexts = { ...navTexts, theme: ui.theme, opensInNewTab: ui.common.opensInNewTab, search: searchButtonTexts(ui.search) };
// A site in one language has no switch.
const languageSwitch = siteLanguages.length ? { all: siteLanguages, current: language.code, label: languagesLabel } : undefined;

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Notes are linked (the feed in the head, the footer, the top bar if the owner lists them) only
  // when there are some.
  const notes = hasNotes();
  return (
    // The head script may set data-theme before React hydrates.
    // No dir at all in a left-to-right language: an undefined one would still be in the page data.
    <html lang={language.tag} {...(language.dir === 'rtl' && { dir: 'rtl' })} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: themeScript(themeColors) }} />
        {/* A button tapped before the scripts run is clicked again once React listens. */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapScript() }} />
        {notes && (
          <link rel="alternate" type="application/rss+xml" title={formatText(ui.notes.feedTitle, { owner: profile.name })} href={absoluteUrl('/feed.xml')} />
        )}
        <noscript>
          <style>{NOSCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>
        {presentParts(
          <MotionProvider>
            <SkipLink label={ui.nav.skipToContent} />
            <Navbar
              profile={profile}
              items={withPublicationsLink(withNotesLink(navItems))}
              socialLinks={socialLinks}
              texts={navbarTexts}
              {...(languageSwitch && { languages: languageSwitch })}
            />
            <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
              {children}
            </main>
            <Footer profile={profile} quickLinks={withPublicationsLink(withNotesLink(footerLinks, { add: true }))} socialLinks={socialLinks} ui={ui} />
          </MotionProvider>,
          integrations?.analytics && <AnalyticsScript analytics={integrations.analytics} />,
        )}
      </body>
    </html>
  );
}
