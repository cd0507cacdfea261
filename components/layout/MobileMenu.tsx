'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { NavItem, Profile, SocialLink } from '@/lib/model/types';
import type { NavbarTexts } from './navbarTexts';
import type { TopBarIcons } from './topBarIcons';
import { inLanguage, isActiveRoute } from '@/lib/paths';
import { menuItemDelay } from '@/components/ui/motion';
import { useFocusTrap } from '@/components/hooks/useFocusTrap';
import { useScrollLock } from '@/components/hooks/useScrollLock';
import { SearchButton } from '@/components/search/SearchButton';
import { ThemeToggle } from './ThemeToggle';
import type { SwitchLanguage } from './LanguageSwitch';
import buttons from '@/components/ui/Button.module.css';
import styles from './MobileMenu.module.css';

// A site in several languages only (see Navbar.tsx: the build drops the require otherwise).
const LanguageSwitch: typeof import('./LanguageSwitch').LanguageSwitch | null =
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the build can drop
  process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1' ? require('./LanguageSwitch').LanguageSwitch : null;

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  profile: Profile;
  items: NavItem[];
  socialLinks: SocialLink[];
  resumeUrl: string;
  /** This page's route within its language, and the language's route prefix. */
  pathname: string;
  prefix: string;
  languages?: { all: SwitchLanguage[]; current: string; label: string };
  texts: NavbarTexts;
  /** The top bar's icons, drawn on the server: the menu draws its links', the search's and the
   * résumé's larger (MobileMenu.module.css), the others at the bar's size. */
  icons: TopBarIcons;
  /** Opens the search dialog, closing the menu. */
  onSearch: () => void;
}

// The overlay fades and the panel slides, in on opening and out on closing, by CSS animations
// (MobileMenu.module.css): a slide and a fade need no animation library, and the menu's code, which
// every phone fetches once the page is idle, stays small. Items only enter, staggered by 0.1 s each
// (their delay, below); on closing they leave with the panel.
const itemEntrance = (index: number) => ({ className: styles.item, style: { animationDelay: `${menuItemDelay(index)}s` } });

/**
 * The slide-in menu of small screens, loaded by the Navbar when first needed. Focus trap, Escape
 * and scroll lock follow `open`, so they end as soon as the menu starts closing; the panel stays
 * on screen only for its exit animation.
 */
export function MobileMenu({ open, onClose, toggleRef, ...content }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // In the page while open and while it animates out.
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);
  useScrollLock(open);
  useFocusTrap(panelRef, open, onClose, toggleRef);
  if (!present) return null;
  return <MenuDialog panelRef={panelRef} closing={!open} onClosed={() => setPresent(false)} onClose={onClose} {...content} />;
}

type MenuDialogProps = Omit<MobileMenuProps, 'open' | 'toggleRef'> & {
  panelRef: RefObject<HTMLDivElement | null>;
  closing: boolean;
  /** The exit animations have ended (at once under reduced motion, which runs none). */
  onClosed: () => void;
};

function MenuDialog(props: MenuDialogProps) {
  const { panelRef, closing, onClosed, onClose, onSearch, profile, items, socialLinks, resumeUrl, pathname, prefix, texts, languages, icons } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  }, [onClosed]);
  // Removed once the overlay's and the panel's exit animations have finished; reopened meanwhile,
  // their entrance restarts and the menu stays.
  useEffect(() => {
    if (!closing) return;
    let stale = false;
    // A browser without the Web Animations API removes it at once.
    const animations = Array.from(rootRef.current?.children ?? []).flatMap((part) => part.getAnimations?.() ?? []);
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (!stale) closed.current();
    });
    return () => {
      stale = true;
    };
  }, [closing]);

  // Choosing an item closes the menu and scrolls to the top
  const choose = () => {
    onClose();
    window.scrollTo({ top: 0, behavior: 'auto' });
  };

  return (
    // While it animates out, the menu takes no clicks and is gone for assistive technology.
    <div ref={rootRef} className={styles.root} inert={closing} data-closing={closing ? '' : undefined}>
      <div className={styles.overlay} onClick={onClose} data-testid="menu-overlay" aria-hidden="true" />
      <div
        ref={panelRef}
        id="mobile-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        tabIndex={-1}
      >
        <div className={styles.header}>
          <p id="mobile-menu-title" className={styles.name}>
            {profile.name}
          </p>
          <button type="button" className={`${buttons.iconFrame} ${styles.close}`} onClick={onClose} aria-label={texts.closeMenu}>
            {icons.close}
          </button>
        </div>
        <div {...itemEntrance(0)}>
          <SearchButton
            texts={texts.search}
            icon={icons.search}
            className={styles.search}
            showLabel
            onOpen={onSearch}
            prefix={prefix}
          />
        </div>
        <nav aria-label={texts.mobileLabel}>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={item.id} {...itemEntrance(index)}>
                <Link
                  href={inLanguage(prefix, item.id)}
                  className={styles.link}
                  onClick={choose}
                  aria-current={isActiveRoute(pathname, item.id) ? 'page' : undefined}
                >
                  {icons.nav[item.icon]}
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div {...itemEntrance(items.length)} className={`${styles.item} ${styles.footer}`}>
          <ThemeToggle texts={texts.theme} icons={icons.theme} showLabels />
          {LanguageSwitch && languages && <LanguageSwitch languages={languages.all} current={languages.current} label={languages.label} pathname={pathname} />}
          <div className={styles.social}>
            {socialLinks.map((link) => (
              <a
                key={link.url}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.socialLink}
              >
                {icons.social[link.icon]}
                {link.label}
                <span className="visually-hidden"> {texts.opensInNewTab}</span>
              </a>
            ))}
          </div>
          <a href={resumeUrl} className={styles.resume} download onClick={onClose}>
            {icons.download}
            {texts.downloadResume}
          </a>
        </div>
      </div>
    </div>
  );
}
