// The search index of a language (/search-index.json, /es/search-index.json), written at build time.
import 'server-only';
import { withNotesLink } from '@/lib/content/notes';
import { routeContent } from '@/lib/content/languageRoutes';
import { buildSearchIndex } from './searchIndex';

export function searchIndexResponse(lang: string): Response {
  const c = routeContent(lang);
  if (!c) return new Response('');
  const index = buildSearchIndex({ ...c, navItems: withNotesLink(c, c.navItems) });
  return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
