// The root layout of a language's pages (app/(default)/layout.tsx, app/[lang]/layout.tsx): its
// <html lang dir>, the top bar and the footer. Every language's pages share the same scripts: what
// the browser's code needs of the language (its route prefix) comes in the top bar's props.
import type { Metadata, Viewport } from 'next';
import { AnalyticsScript } from '@/components/addOns/AnalyticsScript';
import { presentParts } from '@/components/addOns/presentParts';
import { Navbar, type NavbarTexts } from '@/components/layout/Navbar';
import { topBarIcons } from '@/components/layout/topBarIcons';
import { Footer } from '@/components/layout/Footer';
import { MotionProvider } from '@/components/layout/MotionProvider';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/SkipLink';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { hasNotes, withNotesLink } from '@/lib/content/notes';
import { withPublicationsLink } from '@/lib/content/publicationPages';
import { routeContent } from '@/lib/content/languageRoutes';
import { contentIn, defaultLanguageCode } from '@/lib/content';
import { rootMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/siteUrl';
import { NOSCRIPT_STYLE } from '@/lib/theme/noscript';
import { browserColors } from '@/lib/theme/brandColors';
import { formatText } from '@/lib/format/text';
import { themeScript } from '@/components/layout/theme';
import { earlyTapScript } from '@/components/layout/earlyTaps';
import { searchButtonTexts } from '@/components/search/searchButtonTexts';
import '@/app/globals.css';
import styles from './SiteLayout.module.css';

export function layoutMetadata(lang: string): Metadata {
  const c = routeContent(lang);
  return c ? rootMetadata(c) : {};
}

// The colours are the site's, the same in every language.
const themeColors = browserColors(contentIn(defaultLanguageCode).colors);

export const viewport: Viewport = {
  // Following the system; the head script sets both to a stored choice.
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeColors.light },
    { media: '(prefers-color-scheme: dark)', color: themeColors.dark },
  ],
  colorScheme: 'light dark',
};

interface SiteLayoutProps {
  lang: string;
  children: React.ReactNode;
  /** The not-found page: no language switch (its address is no page of any language). */
  withoutSwitch?: boolean;
}

export function SiteLayout({ lang, children, withoutSwitch = false }: SiteLayoutProps) {
  const c = routeContent(lang);
  // The placeholder language of a one-language site (./../../lib/content/languageRoutes.ts): removed from the export.
  if (!c) {
    return (
      <html lang="en">
        <body />
      </html>
    );
  }
  const { footerLinks, integrations, language, navItems, profile, siteLanguages, socialLinks, ui } = c;
  const { languages: languagesLabel, ...navTexts } = ui.nav;
  const navbarTexts: NavbarTexts = { ...navTexts, theme: ui.theme, opensInNewTab: ui.common.opensInNewTab, search: searchButtonTexts(ui.search) };
  // A site in one language has no switch.
  const languageSwitch = siteLanguages.length && !withoutSwitch ? { all: siteLanguages, current: language.code, label: languagesLabel } : undefined;
  // Notes are linked (the feed in the head, the footer, the top bar if the owner lists them) only
  // when there are some.
  const notes = hasNotes(c);
  const items = withPublicationsLink(c, withNotesLink(c, navItems));
  const page = (
    <>
      <SkipLink label={ui.nav.skipToContent} />
      <Navbar
        profile={profile}
        items={items}
        socialLinks={socialLinks}
        texts={navbarTexts}
        icons={topBarIcons(items, socialLinks)}
        {...(languageSwitch && { languages: languageSwitch })}
      />
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
        {/* Another language's loading screen (app/[lang]/{page}/loading.tsx gets no params, so it cannot
            say the words): here in the page's language, shown by CSS while its marker is in place. */}
        {language.prefix && (
          <div className={styles.loading}>
            <LoadingScreen label={ui.common.loading} />
          </div>
        )}
      </main>
      <Footer profile={profile} quickLinks={withPublicationsLink(c, withNotesLink(c, footerLinks, { add: true }))} socialLinks={socialLinks} ui={ui} />
    </>
  );
  return (
    // The head script may set data-theme before React hydrates.
    // No dir at all in a left-to-right language: an undefined one would still be in the page data.
    <html lang={language.tag} {...(language.dir === 'rtl' && { dir: 'rtl' })} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the root layout's head (app/(default)/layout.tsx, app/[lang]/layout.tsx render this) */}
      <head>
        {/* No paint before the top bar is whole: on a slow phone the parser yields inside the bar,
            and a first paint with some of its links, then all of them, moved the bar (and the
            owner's name) under the visitor's eyes. Rendering waits for the page's <main>, right
            after the bar (a browser without render blocking ignores it). */}
        <link rel="expect" href={`#${MAIN_CONTENT_ID}`} {...{ blocking: 'render' }} />
        <script dangerouslySetInnerHTML={{ __html: themeScript(themeColors) }} />
        {/* A button tapped before the scripts run is clicked again once React listens. */}
        <script dangerouslySetInnerHTML={{ __html: earlyTapScript() }} />
        {notes && (
          <link rel="alternate" type="application/rss+xml" title={formatText(ui.notes.feedTitle, { owner: profile.name })} href={absoluteUrl(c, '/feed.xml')} />
        )}
        <noscript>
          <style>{NOSCRIPT_STYLE}</style>
        </noscript>
      </head>
      <body>
        {presentParts(
          <MotionProvider>
            {page}
          </MotionProvider>,
          integrations?.analytics && <AnalyticsScript analytics={integrations.analytics} />,
        )}
      </body>
    </html>
  );
}
