import { MapPin } from 'lucide-react';
import type { Profile } from '@/lib/model/types';
import type { ProfileDetails } from '@/lib/model/pageTypes';
import { Avatar } from './Avatar';
import section from './Section.module.css';
import styles from './AboutIntro.module.css';

interface AboutIntroProps {
  profile: Profile;
  details: ProfileDetails;
  photo?: string;
  bio: string[];
}

/** Who the owner is: avatar, name, headline, location and the bio paragraphs. */
export function AboutIntro({ profile, details, photo, bio }: AboutIntroProps) {
  return (
    <section className={`${section.section} ${styles.intro}`} aria-label={profile.name}>
      <div className={`${section.card} ${styles.identity}`}>
        <Avatar name={profile.name} initials={profile.initials} photo={photo} />
        <div>
          <p className={styles.name}>{profile.name}</p>
          <p className={styles.headline}>{details.headline}</p>
          {details.location && (
            <p className={styles.location}>
              <MapPin size={16} aria-hidden="true" />
              {details.location}
            </p>
          )}
        </div>
      </div>
      <div className={styles.bio}>
        {bio.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
