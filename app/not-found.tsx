import type { Metadata } from 'next';
import Link from 'next/link';
import { siteLanguages, ui } from '@/lib/content';
import { RedirectHome } from '@/components/layout/RedirectHome';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { pageMetadata } from '@/lib/seo/metadata';

const texts = ui.notFound;

export const metadata: Metadata = {
  ...pageMetadata({ title: texts.title, description: texts.description, path: '/404', noIndex: true }),
  // Next already marks the not-found page "noindex"; a second robots tag would repeat it.
  robots: undefined,
};

export default function NotFound() {
  return (
    <div className="container">
      {/* No prefixes prop at all for one language: an undefined one would still be in the page data. */}
      <RedirectHome {...(siteLanguages.length > 0 && { prefixes: siteLanguages.map((language) => language.prefix) })} />
      <h1 className="visually-hidden">{texts.title}</h1>
      <LoadingScreen label={texts.redirecting} />
      <p style={{ textAlign: 'center' }}>
        {texts.message} <Link href="/">{texts.homeLink}</Link>.
      </p>
    </div>
  );
}
