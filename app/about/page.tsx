import type { Metadata } from 'next';
import { aboutPage } from '@/content/pages';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'About',
  description: aboutPage.intro,
};

export default function AboutPage() {
  return <PageHeader title={aboutPage.title} intro={aboutPage.intro} />;
}
