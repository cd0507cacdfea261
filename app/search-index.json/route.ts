import { content } from '@/lib/content';
import { withNotesLink } from '@/lib/content/notes';
import { buildSearchIndex } from '@/lib/search/searchIndex';

// Written to out/search-index.json at build time (static export); the search dialog fetches it
// the first time a visitor opens it.
export const dynamic = 'force-static';

export function GET() {
  const index = buildSearchIndex({ ...content, navItems: withNotesLink(content.navItems) });
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
