import type { Metadata } from 'next';
import Link from 'next/link';
import { contentIn } from '@/lib/content';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';
import { RedirectHome } from '@/components/layout/RedirectHome';
import { LoadingScreen } from '@/components/ui/LoadingScreen';
import { SiteLayout } from '@/components/pages/SiteLayout';
import { pageMetadata, rootMetadata } from '@/lib/seo/metadata';

// Every language's unknown paths (404.html at the site root): the site has a root layout per
// language (app/(default)/, app/[lang]/), so this page brings its own, the default language's. Its
// script sends the visitor to the home page of the language the path names.
const c = contentIn(defaultLanguageCode);
const texts = c.ui.notFound;

// The root layout's tags (icons, author) with the page's own, as a page under a layout gets them.
export const metadata: Metadata = {
  ...rootMetadata(c),
  ...pageMetadata(c, { title: texts.title, description: texts.description, path: '/404', noIndex: true }),
  // Next already marks the not-found page "noindex"; a second robots tag would repeat it.
  robots: undefined,
};

export { viewport } from '@/components/pages/SiteLayout';

export default function GlobalNotFound() {
  return (
    <SiteLayout lang={defaultLanguageCode} withoutSwitch>
      <div className="container">
        {/* No prefixes prop at all for one language: an undefined one would still be in the page data. */}
        <RedirectHome {...(c.siteLanguages.length > 0 && { prefixes: c.siteLanguages.map((language) => language.prefix) })} />
        <h1 className="visually-hidden">{texts.title}</h1>
        <LoadingScreen label={texts.redirecting} />
        <p style={{ textAlign: 'center' }}>
          {texts.message} <Link href="/">{texts.homeLink}</Link>.
        </p>
      </div>
    </SiteLayout>
  );
}
