'use client';

import Link from 'next/link';
import { useRef, type RefObject } from 'react';
import { AnimatePresence, m, useIsPresent } from 'framer-motion';
import { Download, X } from 'lucide-react';
import type { NavItem, Profile, SocialLink } from '@/lib/model/types';
import type { NavbarTexts } from './navbarTexts';
import { isActiveRoute } from '@/lib/paths';
import { DURATION, EASE_OUT, menuItemDelay, overlayFade } from '@/components/ui/motion';
import { useFocusTrap } from '@/components/hooks/useFocusTrap';
import { useScrollLock } from '@/components/hooks/useScrollLock';
import { useReducedMotion } from '@/components/hooks/useReducedMotion';
import { NavIcon, SocialIcon } from '@/components/ui/Icon';
import { SearchButton } from '@/components/search/SearchButton';
import { ThemeToggle } from './ThemeToggle';
import { MotionFeatures } from './MotionFeatures';
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
  pathname: string;
  languages?: { all: SwitchLanguage[]; current: string; label: string };
  texts: NavbarTexts;
  /** Opens the search dialog, closing the menu. */
  onSearch: () => void;
}

// The overlay fades (overlayFade) and the panel slides, in on opening and out on closing.
const panelMotion = {
  initial: { x: '100%' },
  animate: { x: 0, transition: { duration: DURATION.slow, ease: EASE_OUT } },
  exit: { x: '100%', transition: { duration: DURATION.base, ease: EASE_OUT } },
};
// Items only enter, staggered by 0.1 s each; on closing they leave with the panel.
const itemMotion = (index: number) => ({
  initial: { opacity: 0, x: 24 },
  animate: { opacity: 1, x: 0 },
  transition: { delay: menuItemDelay(index), duration: DURATION.slow, ease: EASE_OUT },
});

/**
 * The slide-in menu of small screens, loaded by the Navbar when first needed. Focus trap, Escape
 * and scroll lock follow `open`, so they end as soon as the menu starts closing; the panel stays
 * on screen only for its exit animation.
 */
export function MobileMenu({ open, onClose, toggleRef, ...content }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panelRef, open, onClose, toggleRef);
  return (
    <MotionFeatures>
      <AnimatePresence>{open && <MenuDialog key="menu" panelRef={panelRef} onClose={onClose} {...content} />}</AnimatePresence>
    </MotionFeatures>
  );
}

type MenuDialogProps = Omit<MobileMenuProps, 'open' | 'toggleRef'> & { panelRef: RefObject<HTMLDivElement | null> };

function MenuDialog({ panelRef, onClose, onSearch, profile, items, socialLinks, resumeUrl, pathname, texts, languages }: MenuDialogProps) {
  // While it animates out, the menu takes no clicks and is gone for assistive technology.
  const closing = !useIsPresent();
  // Under reduced motion everything starts in its final place, not one frame at its start.
  const still = useReducedMotion() ? { initial: false as const } : {};

  // Choosing an item closes the menu and scrolls to the top
  const choose = () => {
    onClose();
    window.scrollTo({ top: 0, behavior: 'auto' });
  };

  return (
    <div className={styles.root} inert={closing}>
      <m.div className={styles.overlay} onClick={onClose} data-testid="menu-overlay" aria-hidden="true" {...overlayFade} {...still} />
      <m.div
        ref={panelRef}
        id="mobile-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="mobile-menu-title"
        tabIndex={-1}
        {...panelMotion}
        {...still}
      >
        <div className={styles.header}>
          <p id="mobile-menu-title" className={styles.name}>
            {profile.name}
          </p>
          <button type="button" className={`${buttons.iconFrame} ${styles.close}`} onClick={onClose} aria-label={texts.closeMenu}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <m.div {...itemMotion(0)} {...still}>
          <SearchButton
            texts={texts.search}
            className={styles.search}
            showLabel
            onOpen={onSearch}
          />
        </m.div>
        <nav aria-label={texts.mobileLabel}>
          <ul className={styles.list}>
            {items.map((item, index) => (
              <m.li key={item.id} {...itemMotion(index)} {...still}>
                <Link
                  href={item.id}
                  className={styles.link}
                  onClick={choose}
                  aria-current={isActiveRoute(pathname, item.id) ? 'page' : undefined}
                >
                  <NavIcon name={item.icon} size={20} />
                  {item.label}
                </Link>
              </m.li>
            ))}
          </ul>
        </nav>
        <m.div className={styles.footer} {...itemMotion(items.length)} {...still}>
          <ThemeToggle texts={texts.theme} showLabels />
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
                <SocialIcon name={link.icon} size={20} />
                {link.label}
                <span className="visually-hidden"> {texts.opensInNewTab}</span>
              </a>
            ))}
          </div>
          <a href={resumeUrl} className={styles.resume} download onClick={onClose}>
            <Download size={18} aria-hidden="true" />
            {texts.downloadResume}
          </a>
        </m.div>
      </m.div>
    </div>
  );
}
