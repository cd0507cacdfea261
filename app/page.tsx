import { home } from '@/content/home';
import { profile } from '@/content/profile';
import { Hero } from '@/components/home/Hero';

export default function HomePage() {
  return <Hero profile={profile} greeting={home.greeting} roles={home.roles} bio={home.bio} />;
}
