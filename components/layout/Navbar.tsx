'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { NavItem, Profile, SocialLink } from '@/lib/model/types';
import { inLanguage, isActiveRoute, routeUrl, withoutLanguage } from '@/lib/paths';
import { useScrolledLook } from './useScrolledLook';
import { whenIdleAfterLoad } from '@/components/hooks/idle';
import { prefersReducedMotion } from '@/components/hooks/useReducedMotion';
import { SearchButton } from '@/components/search/SearchButton';
import { useSearchShortcut } from '@/components/search/useSearchShortcut';
import { ThemeToggle } from './ThemeToggle';
import type { NavbarTexts } from './navbarTexts';
import type { TopBarIcons } from './topBarIcons';
import type { SwitchLanguage } from './LanguageSwitch';
import buttons from '@/components/ui/Button.module.css';
import styles from './Navbar.module.css';

// The menu stays out of the first page load: fetched once the page is idle
// on a screen that shows its toggle (or on the first tap), and rendered from the first time it opens.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
// The search dialog, its engine and its index load on the first opening, or as soon as the
// visitor points at or focuses the search button.
const loadSearchDialog = () => import('@/components/search/SearchDialog');
const SearchDialog = lazy(() => loadSearchDialog().then((module) => ({ default: module.SearchDialog })));
const preloadSearch = (prefix: string) => void loadSearchDialog().then((module) => module.preloadSearch(prefix));

/** What the top bar and its menu say: the interface texts' nav group, the theme switch's and the new-tab note. */
export type { NavbarTexts };

interface NavbarProps {
  profile: Profile;
  items: NavItem[];
  socialLinks: SocialLink[];
  texts: NavbarTexts;
  /** Drawn on the server (./topBarIcons.tsx): none of the icons' code is in the page's scripts. */
  icons: TopBarIcons;
  /** A site in several languages: the languages, this page's and the switch's name. */
  languages?: { all: SwitchLanguage[]; current: string; label: string };
}

// Only a site in several languages has the switch in its scripts: scripts/build/build.mjs sets the
// variable, Next inlines it, and a one-language site's bundle never reaches the module (an import
// of it, even unused, kept it and its styles in every page's scripts).
const LanguageSwitch: typeof import('./LanguageSwitch').LanguageSwitch | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the build can drop
  process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1' ? require('./LanguageSwitch').LanguageSwitch : null;

// A one-language site's bundles drop the language plumbing: the build inlines the variable.
const severalLanguages = process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1';

function languagePrefixOf(languages: NavbarProps['languages']): string {
  return languages?.all.find((language) => language.code === languages.current)?.prefix ?? '';
}

export function scrollToTop(): void {
  const smooth = !prefersReducedMotion();
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
}

export function Navbar({ profile, items, socialLinks, texts, icons, languages }: NavbarProps) {
  const sitePath = usePathname() ?? '/';
  const router = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // The query the search opened with; null while it is closed.
  const [search, setSearch] = useState<{ query: string } | null>(null);
  const barRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The route prefix of the page's language ("" for the default, "/es"), from its props: the
  // scripts are the same in every language. The route within it ("/about/" on /es/about/) is what
  // the links and the switch compare.
  const prefix = severalLanguages ? languagePrefixOf(languages) : '';
  const pathname = severalLanguages ? withoutLanguage(prefix, sitePath) : sitePath;
  const inPageLanguage = (href: string) => (severalLanguages ? inLanguage(prefix, href) : href);
  const resumeUrl = routeUrl(prefix, `/${profile.resumeFile}`);

  useScrolledLook(barRef);

  // Only where the menu's toggle is shown: a wide screen never opens it (its first tap, after a
  // resize, fetches it).
  useEffect(() => whenIdleAfterLoad(() => void (toggleRef.current?.getClientRects().length && loadMobileMenu())), []);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The menu's focus trap would pull focus back from the dialog: it closes first.
  const showSearch = useCallback((query = '') => {
    setMenuOpen(false);
    setSearch((open) => open ?? { query });
  }, []);
  useSearchShortcut(showSearch);

  return (
    <header ref={barRef} className={styles.bar}>
      <nav className={`container ${styles.inner}`} aria-label={texts.mainLabel}>
        <Link href={inPageLanguage('/')} prefetch={false} className={styles.logo} onClick={scrollToTop}>
          <span className={styles.logoMark} aria-hidden="true">
            {profile.initials}
          </span>
          <span className={styles.logoText}>{profile.name}</span>
          <span className="visually-hidden">, {texts.logoHome}</span>
        </Link>

        <ul className={styles.links}>
          {items.map((item) => {
            const active = isActiveRoute(pathname, item.id);
            return (
              <li key={item.id}>
                <Link
                  href={inPageLanguage(item.id)}
                  className={styles.link}
                  aria-current={active ? 'page' : undefined}
                >
                  {icons.nav[item.icon]}
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>

        <SearchButton
          texts={texts.search}
          icon={icons.search}
          className={styles.iconButton}
          onOpen={showSearch}
          onIntent={() => preloadSearch(prefix)}
          prefix={prefix}
        />

        <div className={styles.actions}>
          <ThemeToggle texts={texts.theme} icons={icons.theme} />
          {socialLinks.map((link) => (
            <a
              key={link.url}
              href={link.url}
              className={styles.iconLink}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} ${texts.opensInNewTab}`}
              title={link.label}
            >
              {icons.social[link.icon]}
            </a>
          ))}
          <a href={resumeUrl} className={styles.resume} download>
            {icons.download}
            {texts.resume}
          </a>
        </div>

        {LanguageSwitch && languages && <LanguageSwitch languages={languages.all} current={languages.current} label={languages.label} pathname={pathname} />}

        <button
          ref={toggleRef}
          type="button"
          className={`${buttons.iconFrame} ${styles.toggle}`}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen((open) => !open);
          }}
        >
          {icons.menu}
        </button>
      </nav>
      <div className={styles.progress} aria-hidden="true" data-testid="scroll-progress" />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={closeMenu}
            toggleRef={toggleRef}
            profile={profile}
            items={items}
            socialLinks={socialLinks}
            resumeUrl={resumeUrl}
            pathname={pathname}
            prefix={prefix}
            texts={texts}
            languages={languages}
            icons={icons}
            onSearch={showSearch}
          />
        </Suspense>
      )}
      {search && (
        <Suspense fallback={null}>
          <SearchDialog
            initialQuery={search.query}
            texts={texts.search}
            onClose={() => setSearch(null)}
            onNavigate={(url) => router.push(inPageLanguage(url))}
            prefix={prefix}
          />
        </Suspense>
      )}
    </header>
  );
}
