import type { Metadata } from 'next';
import { experiencePage } from '@/content/pages';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Experience',
  description: experiencePage.intro,
};

export default function ExperiencePage() {
  return <PageHeader title={experiencePage.title} intro={experiencePage.intro} />;
}
