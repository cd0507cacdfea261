import { MapPin } from '@/components/ui/serverIcons';
import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from '@/lib/model/pageTypes';
import { Avatar } from './Avatar';
import section from './Section.module.css';
import styles from './AboutIntro.module.css';
import { langAttr, langAttribute, type UntranslatedTexts } from '@/lib/model/translation';

interface AboutIntroProps {
  profile: Profile;
  details: ProfileDetails;
  photo?: string;
  bio: string[];
  /** The lang of a text shown in the default language (a partial translation). */
  lang?: { headline?: string; location?: string; bio?: UntranslatedTexts };
}

/** Who the owner is: avatar, name, headline, location and the bio paragraphs. */
export function AboutIntro({ profile, details, photo, bio, lang = {} }: AboutIntroProps) {
  return (
    <section className={`${section.section} ${styles.intro}`} aria-label={profile.name}>
      <div className={`${section.card} ${styles.identity}`}>
        <Avatar name={profile.name} initials={profile.initials} photo={photo} />
        <div>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.headline} {...langAttribute(lang.headline)}>
            {details.headline}
          </p>
          {details.location && (
            <p className={styles.location} {...langAttribute(lang.location)}>
              <MapPin size={16} aria-hidden="true" />
              {details.location}
            </p>
          )}
        </div>
      </div>
      <div className={styles.bio}>
        {bio.map((paragraph, index) => (
          <p key={paragraph.slice(0, 40)} {...langAttr(lang.bio, `[${index}]`)}>
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
