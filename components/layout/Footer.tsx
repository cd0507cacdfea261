import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { NavItem, Profile, SocialLink } from '@/lib/model/types';
import { SocialIcon } from '@/components/ui/SocialIcon';
import styles from './Footer.module.css';
import { formatText } from '@/lib/format/text';

interface FooterProps {
  profile: Profile;
  quickLinks: NavItem[];
  socialLinks: SocialLink[];
  ui: Pick<InterfaceText, 'footer' | 'common'>;
}

// The year the copyright line names: the site's first year, not the build's.
const COPYRIGHT_YEAR = 2025;

export function Footer({ profile, quickLinks, socialLinks, ui }: FooterProps) {
  const texts = ui.footer;
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.built}>{texts.builtWith}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {texts.quickLinks}
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
            {texts.connect}
          </h2>
          <ul className={styles.list} aria-labelledby="footer-connect">
            {socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} className={styles.link} target="_blank" rel="noopener noreferrer">
                  <SocialIcon name={link.icon} size={18} />
                  {link.label}
                  <span className="visually-hidden"> {ui.common.opensInNewTab}</span>
                </a>
              </li>
            ))}
            {profile.email && (
              <li>
                <a href={`mailto:${profile.email}`} className={styles.link}>
                  <SocialIcon name="mail" size={18} />
                  {ui.common.email}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{formatText(texts.copyright, { year: COPYRIGHT_YEAR, name: profile.name })}</p>
      </div>
    </footer>
  );
}
