import { searchIndexResponse } from '@/lib/search/searchIndexRoute';
import { defaultLanguageCode } from '@/lib/content/languageRoutes';

// Written at build time (static export); the search dialog fetches it the first time a visitor opens it.
export const dynamic = 'force-static';

export function GET() {
  return searchIndexResponse(defaultLanguageCode);
}
