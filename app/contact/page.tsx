import type { Metadata } from 'next';
import { contactPage } from '@/content/pages';
import { PageHeader } from '@/components/ui/PageHeader';

export const metadata: Metadata = {
  title: 'Contact',
  description: contactPage.intro,
};

export default function ContactPage() {
  return <PageHeader title={contactPage.title} intro={contactPage.intro} />;
}
