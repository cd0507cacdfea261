// One helper for the <head> of every page: title, description, canonical URL, Open Graph and
// Twitter card tags, all with absolute URLs built from the site address and the base path.
import 'server-only';
import type { Metadata } from 'next';
import type { LoadedContent } from '@/lib/content';
import { asset, RESUME_JSON_FILE } from '../paths';
import { alternatesFor } from '../model/languages';
import { absoluteUrl, languageUrl } from './siteUrl';
import { HOME_SOCIAL_IMAGE, SOCIAL_IMAGE_SIZE } from './socialImage';

export interface PageMetadataInput {
  /** The page's own title; the owner's name is appended: "About · {name}". */
  title: string;
  description: string;
  /** The route, e.g. "/projects/weather-station". */
  path: string;
  /** Public path of the preview image (1200×630); the home page's image by default. */
  image?: string;
  /** Pages that must not appear in search results (the not-found page): no canonical URL. */
  noIndex?: boolean;
}

/** hreflang alternates of a route in every language of the site; none for a one-language site. */
export function alternateLanguages(c: LoadedContent, path: string): Record<string, string> | undefined {
  return alternatesFor(path, c.siteLanguages, c.language.defaultTag, (prefix, route) => languageUrl(c, prefix, route));
}

/** The title template of the issue: "Page · {name}". */
export function pageTitle({ profile }: LoadedContent, title: string): string {
  return `${title} · ${profile.name}`;
}

export function pageMetadata(c: LoadedContent, { title, description, path, image = HOME_SOCIAL_IMAGE, noIndex = false }: PageMetadataInput): Metadata {
  const { language, profile, site } = c;
  const fullTitle = pageTitle(c, title);
  const url = noIndex ? undefined : absoluteUrl(c, path);
  const imageUrl = absoluteUrl(c, image);
  return {
    // absolute: the page decides its whole title; the layout's template is only a fallback.
    title: { absolute: fullTitle },
    description,
    // The owner's résumé as data (JSON Resume) is an alternate form of every page about them.
    alternates: url ? { canonical: url, languages: alternateLanguages(c, path), types: { 'application/json': absoluteUrl(c, RESUME_JSON_FILE) } } : undefined,
    robots: noIndex ? { index: false } : undefined,
    openGraph: {
      type: 'website',
      url,
      title: fullTitle,
      description,
      siteName: profile.name,
      locale: language.prefix ? language.tag : site.locale,
      images: [{ url: imageUrl, ...SOCIAL_IMAGE_SIZE, alt: fullTitle }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [imageUrl] },
  };
}

/** Defaults of the root layout: the home page's tags plus site-wide ones (icons, author). */
export function rootMetadata(c: LoadedContent): Metadata {
  const { profile, site } = c;
  const home = pageMetadata(c, { title: site.homeTitle, description: site.description, path: '/' });
  return {
    ...home,
    metadataBase: new URL(absoluteUrl(c, '/')),
    title: { default: pageTitle(c, site.homeTitle), template: pageTitle(c, '%s') },
    // A canonical URL is per page: pages without their own must not all point at the home page.
    alternates: undefined,
    applicationName: profile.name,
    authors: [{ name: profile.name, url: absoluteUrl(c, '/') }],
    creator: profile.name,
    // Public files: asset() adds the base path (Next does not for metadata URLs).
    icons: {
      icon: [
        { url: asset('/icon.svg'), type: 'image/svg+xml' },
        { url: asset('/icons/icon-32.png'), type: 'image/png', sizes: '32x32' },
      ],
      apple: [{ url: asset('/icons/apple-touch-icon.png'), sizes: '180x180' }],
    },
  };
}
