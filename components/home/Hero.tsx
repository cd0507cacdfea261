import { LanguageLink as Link } from '@/components/layout/LanguageLink';
import type { InterfaceText } from '@/lib/model/interfaceText';
import type { Profile, SocialLink } from '@/lib/model/types';
import { langAttr, langOf, type UntranslatedTexts } from '@/lib/model/translation';
import { SocialIcon } from '@/components/ui/SocialIcon';
import buttons from '@/components/ui/Button.module.css';
import { HeroBackground } from './HeroBackground';
import { TypingRole } from './TypingRole';
import styles from './Hero.module.css';

interface HeroProps {
  profile: Profile;
  greeting: string;
  roles: string[];
  bio: string;
  primaryAction: string;
  secondaryAction: string;
  /** The external profiles; the mailto link is added from the profile's e-mail. */
  socialLinks: SocialLink[];
  /** The mailto link's name and the new-tab note. */
  texts: InterfaceText['common'];
  /** Its texts shown in the default language (a partial translation): they get that language's lang. */
  untranslated?: UntranslatedTexts;
}

/**
 * The first screen. Server-rendered: the name and bio (the largest text) are in the HTML and
 * never animated, so they paint at once without JavaScript.
 */
export function Hero({ profile, greeting, roles, bio, primaryAction, secondaryAction, socialLinks, texts, untranslated }: HeroProps) {
  const links: SocialLink[] = [
    ...socialLinks,
    ...(profile.email ? [{ icon: 'mail' as const, url: `mailto:${profile.email}`, label: texts.email }] : []),
  ];
  const typingRole = <TypingRole roles={roles} className={`${styles.roles} ${styles.enter}`} />;
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroBackground wordsId="hero-words" />
      <div id="hero-words" className={`container ${styles.inner}`}>
        <div className={`${styles.avatar} ${styles.enter}`} aria-hidden="true">
          {profile.initials}
        </div>
        <p className={`${styles.greeting} ${styles.enter}`} {...langAttr(untranslated, 'greeting')}>
          {greeting}
        </p>
        <h1 id="hero-title" className={styles.name}>
          {profile.name}
        </h1>
        {langOf(untranslated, 'roles') ? (
          // The role line is drawn in the browser: its language is said around it.
          <div lang={langOf(untranslated, 'roles')}>{typingRole}</div>
        ) : (
          typingRole
        )}
        <p className={styles.bio} {...langAttr(untranslated, 'bio')}>
          {bio}
        </p>
        <div className={`${styles.actions} ${styles.enter} ${styles.later}`}>
          <Link href="/projects" prefetch={false} className={buttons.primary} {...langAttr(untranslated, 'primaryAction')}>
            {primaryAction}
          </Link>
          <Link href="/contact" prefetch={false} className={buttons.secondary} {...langAttr(untranslated, 'secondaryAction')}>
            {secondaryAction}
          </Link>
        </div>
        <ul className={`${styles.social} ${styles.enter} ${styles.last}`}>
          {links.map((link) => {
            const external = !link.url.startsWith('mailto:');
            return (
              <li key={link.url}>
                <a
                  href={link.url}
                  className={styles.socialLink}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <SocialIcon name={link.icon} size={20} />
                  <span className="visually-hidden">
                    {link.label}
                    {external && ` ${texts.opensInNewTab}`}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
