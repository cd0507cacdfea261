import { home } from '@/content/home';
import { profile } from '@/content/profile';
import { socialLinks } from '@/content/navigation';
import { Hero } from '@/components/home/Hero';
import { Stats } from '@/components/home/Stats';
import { Expertise } from '@/components/home/Expertise';
import { Skills } from '@/components/home/Skills';
import { Collaborate } from '@/components/home/Collaborate';

export default function HomePage() {
  return (
    <>
      <Hero
        profile={profile}
        greeting={home.greeting}
        roles={home.roles}
        bio={home.bio}
        primaryAction={home.primaryAction}
        secondaryAction={home.secondaryAction}
        socialLinks={socialLinks}
      />
      <Stats heading={home.stats.heading} items={home.stats.items} />
      <Expertise {...home.expertise} />
      <Skills {...home.skills} />
      <Collaborate {...home.collaborate} />
    </>
  );
}
