import Link from 'next/link';
import type { NavItem, Profile, SocialLink } from '@/lib/content/types';
import { SocialIcon } from '@/components/ui/Icon';
import styles from './Footer.module.css';

interface FooterProps {
  profile: Profile;
  quickLinks: NavItem[];
  socialLinks: SocialLink[];
}

// spec: the 2025 copyright line
const COPYRIGHT_YEAR = 2025;

export function Footer({ profile, quickLinks, socialLinks }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.built}>Built with React, TypeScript, and ❤️</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {quickLinks.map((item) => (
              <li key={item.id}>
                <Link href={item.id} className={styles.link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 id="footer-connect" className={styles.heading}>
            Connect
          </h2>
          <ul className={styles.list} aria-labelledby="footer-connect">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                  <SocialIcon name={link.icon} size={18} />
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${profile.email}`} className={styles.link}>
                <SocialIcon name="mail" size={18} />
                Email
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {COPYRIGHT_YEAR} {profile.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
