import { feedResponse } from '@/lib/seo/feedRoute';
import { otherLanguageParams } from '@/lib/content/languageRoutes';

// Written at build time for each language (static export); removed by the postbuild without notes.
export const dynamic = 'force-static';
// A route handler has no layout: it names the languages itself.
export const dynamicParams = false;
export const generateStaticParams = otherLanguageParams;

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  return feedResponse((await params).lang);
}
