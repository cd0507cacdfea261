import type { MetadataRoute } from 'next';
import { profile, site, ui } from '@/lib/content';
import { asset, basePath } from '@/lib/paths';
import { pageTitle } from '@/lib/site/metadata';

// Written to out/manifest.webmanifest at build time (static export). Icons: public/icon.svg and
// the PNGs scripts/build/generate-images.mjs renders from it.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: pageTitle(ui.app.name),
    short_name: profile.name,
    description: site.description,
    start_url: `${basePath}/`,
    scope: `${basePath}/`,
    display: 'standalone',
    background_color: site.backgroundColor,
    theme_color: site.themeColor,
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/icons/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: asset('/icons/icon-512.png'), sizes: '512x512', type: 'image/png' },
    ],
  };
}
