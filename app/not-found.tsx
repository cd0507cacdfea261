import type { Metadata } from 'next';
import Link from 'next/link';
import { RedirectHome } from '@/components/layout/RedirectHome';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { pageMetadata } from '@/lib/site/metadata';

export const metadata: Metadata = {
  ...pageMetadata({
    title: 'Page not found',
    description: 'This page does not exist. You are taken to the home page.',
    path: '/404',
    noIndex: true,
  }),
  // Next already marks the not-found page "noindex"; a second robots tag would repeat it.
  robots: undefined,
};

export default function NotFound() {
  return (
    <div className="container">
      <RedirectHome />
      <h1 className="visually-hidden">Page not found</h1>
      <LoadingScreen label="Taking you to the home page..." />
      <p style={{ textAlign: 'center' }}>
        This page does not exist. <Link href="/">Go to the home page</Link>.
      </p>
    </div>
  );
}
