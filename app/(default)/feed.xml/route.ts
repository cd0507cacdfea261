import { feedResponse } from '@/lib/seo/feedRoute';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Written at build time (static export); removed by the postbuild without notes.
export const dynamic = 'force-static';

export function GET() {
  return feedResponse(defaultLanguageCode);
}
