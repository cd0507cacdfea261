import type { MetadataRoute } from 'next';
import { basePath } from '@/lib/paths';
import { fileUrl } from '@/lib/seo/siteUrl';
import { contentIn } from '@/lib/content';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Written to out/robots.txt at build time (static export). Crawlers read robots.txt only at the
// domain root: under a base path it is informative, the sitemap link in it still helps.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${basePath}/` },
    sitemap: fileUrl(contentIn(defaultLanguageCode), '/sitemap.xml'),
  };
}
