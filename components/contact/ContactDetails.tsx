import { CalendarCheck, Download, FileJson, MapPin } from '@/components/ui/serverIcons';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Profile, SocialLink } from '@/lib/model/types';
import type { ContactContent, ProfileDetails } from '@/lib/model/pageTypes';
import { SocialIcon } from '@/components/ui/SocialIcon';
import section from '@/components/about/Section.module.css';
import styles from './ContactDetails.module.css';
import { langAttribute } from '@/lib/model/translation';

interface ContactDetailsProps {
  profile: Profile;
  details: ProfileDetails;
  contact: ContactContent;
  socialLinks: SocialLink[];
  resumeUrl: string;
  /** The same résumé as a JSON Resume file. */
  resumeJsonUrl: string;
  ui: Pick<InterfaceText, 'contact' | 'common'>;
  /** The lang of a text shown in the default language (a partial translation). */
  lang?: { availability?: string; location?: string };
}

/** Beside the form: availability, direct e-mail, the two profiles and the resume. */
export function ContactDetails({ profile, details, contact, socialLinks, resumeUrl, resumeJsonUrl, ui, lang = {} }: ContactDetailsProps) {
  return (
    <aside className={`${section.card} ${styles.details}`} aria-labelledby="contact-direct">
      <h2 id="contact-direct" className={section.panelTitle}>
        {ui.contact.directTitle}
      </h2>
      <p className={styles.availability} {...langAttribute(lang.availability)}>
        <CalendarCheck size={20} aria-hidden="true" />
        {contact.availability}
      </p>
      {details.location && (
        <p className={styles.location} {...langAttribute(lang.location)}>
          <MapPin size={18} aria-hidden="true" />
          {details.location}
        </p>
      )}
      <ul className={styles.links}>
        {profile.email && (
          <li>
            <a href={`mailto:${profile.email}`} className={styles.link}>
              <SocialIcon name="mail" size={20} />
              <span>
                <span className={styles.linkLabel}>{ui.common.email}</span>
                <span className={styles.linkValue}>{profile.email}</span>
              </span>
            </a>
          </li>
        )}
        {socialLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url} className={styles.link} target="_blank" rel="noopener noreferrer">
              <SocialIcon name={link.icon} size={20} />
              <span>
                <span className={styles.linkLabel}>{link.label}</span>
                <span className={styles.linkValue}>{link.url.replace(/^https?:\/\/(www\.)?/, '')}</span>
              </span>
              <span className="visually-hidden"> {ui.common.opensInNewTab}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={resumeUrl} className={styles.link} download>
            <Download size={20} aria-hidden="true" />
            <span className={styles.linkLabel}>{ui.contact.resumeLabel}</span>
          </a>
        </li>
        <li>
          <a href={resumeJsonUrl} className={styles.link} type="application/json">
            <FileJson size={20} aria-hidden="true" />
            <span>
              <span className={styles.linkLabel}>{ui.contact.resumeJsonLabel}</span>
              <span className={styles.linkValue}>{ui.contact.resumeJsonNote}</span>
            </span>
          </a>
        </li>
      </ul>
    </aside>
  );
}
