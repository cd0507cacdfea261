import { experiencePage } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata = pageMetadata({ title: 'Experience', description: experiencePage.intro, path: '/experience' });

export default function ExperiencePage() {
  return <PageHeader title={experiencePage.title} intro={experiencePage.intro} />;
}
