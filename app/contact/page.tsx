import { contactPage } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata = pageMetadata({ title: 'Contact', description: contactPage.intro, path: '/contact' });

export default function ContactPage() {
  return <PageHeader title={contactPage.title} intro={contactPage.intro} />;
}
