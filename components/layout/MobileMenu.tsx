'use client';

import Link from 'next/link';
import { useRef, type RefObject } from 'react';
import { Download, X } from 'lucide-react';
import type { NavItem, Profile, SocialLink } from '@/lib/types';
import { isActiveRoute } from '@/lib/paths';
import { MENU_STAGGER_S } from '@/lib/constants';
import { useFocusTrap } from '@/lib/hooks/useFocusTrap';
import { useScrollLock } from '@/lib/hooks/useScrollLock';
import { NavIcon, SocialIcon } from '@/components/ui/Icon';
import { ThemeToggle } from './ThemeToggle';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  profile: Profile;
  items: NavItem[];
  socialLinks: SocialLink[];
  resumeUrl: string;
  pathname: string;
}

export function MobileMenu({ open, onClose, toggleRef, profile, items, socialLinks, resumeUrl, pathname }: MobileMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panelRef, open, onClose, toggleRef);

  // spec: choosing an item closes the menu and scrolls to the top
  const choose = () => {
    onClose();
    window.scrollTo({ top: 0, behavior: 'auto' });
  };

  // Staggered entrance (spec: 0.1 s per item) through a CSS custom property.
  const stagger = (index: number) => ({ '--delay': `${(index + 1) * MENU_STAGGER_S}s` }) as React.CSSProperties;

  return (
    <div className={styles.root} data-open={open ? '' : undefined} hidden={!open}>
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
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close menu">
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Mobile">
          <ul className={styles.list}>
            {items.map((item, index) => (
              <li key={item.id} className={styles.item} style={stagger(index)}>
                <Link
                  href={item.id}
                  className={styles.link}
                  onClick={choose}
                  aria-current={isActiveRoute(pathname, item.id) ? 'page' : undefined}
                >
                  <NavIcon name={item.icon} size={20} />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.item} ${styles.footer}`} style={stagger(items.length)}>
          <ThemeToggle showLabels />
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
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ))}
          </div>
          <a href={resumeUrl} className={styles.resume} download onClick={onClose}>
            <Download size={18} aria-hidden="true" />
            Download Resume
          </a>
        </div>
      </div>
    </div>
  );
}
