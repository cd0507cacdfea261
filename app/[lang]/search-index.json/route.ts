import { searchIndexResponse } from '@/lib/search/searchIndexRoute';
import { otherLanguageParams } from '@/lib/content/languageRoutes';

// Written at build time for each language (static export); the search dialog fetches it the first time a visitor opens it.
export const dynamic = 'force-static';
// A route handler has no layout: it names the languages itself.
export const dynamicParams = false;
export const generateStaticParams = otherLanguageParams;

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return searchIndexResponse((await params).lang);
}
