import Link from 'next/link';
import type { Profile } from '@/lib/types';
import styles from './Hero.module.css';
import buttons from '@/components/ui/Button.module.css';

interface HeroProps {
  profile: Profile;
  greeting: string;
  roles: string[];
  bio: string;
}

export function Hero({ profile, greeting, roles, bio }: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.avatar} aria-hidden="true">
          {profile.initials}
        </div>
        <p className={styles.greeting}>{greeting}</p>
        <h1 id="hero-title" className={styles.name}>
          {profile.name}
        </h1>
        <p className={styles.roles}>{roles.join(' · ')}</p>
        <p className={styles.bio}>{bio}</p>
        <div className={styles.actions}>
          <Link href="/projects" className={buttons.primary}>
            View My Work
          </Link>
          <Link href="/contact" className={buttons.secondary}>
            Get In Touch
          </Link>
        </div>
      </div>
    </section>
  );
}
