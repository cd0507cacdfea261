import type { MetadataRoute } from 'next';
import { contentIn } from '@/lib/content';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';
import { asset, basePath } from '@/lib/paths';
import { appColor } from '@/lib/theme/brandColors';
import { pageTitle } from '@/lib/seo/metadata';

// Written to out/manifest.webmanifest at build time (static export). Icons: public/icon.svg and
// the PNGs scripts/build/generate-images.mjs renders from it.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  // One manifest for the site, in its default language.
  const c = contentIn(defaultLanguageCode);
  const { colors, profile, site, ui } = c;
  return {
    name: pageTitle(c, ui.app.name),
    short_name: profile.name,
    description: site.description,
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: appColor(colors),
    theme_color: appColor(colors),
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: asset('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
    ],
  };
}
