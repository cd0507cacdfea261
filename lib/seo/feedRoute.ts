// The notes feed of a language (/feed.xml, /es/feed.xml), written at build time.
import 'server-only';
import { getFeedNotes } from '@/lib/content/notes';
import { routeContent } from '@/lib/content/languageRoutes';
import { formatText } from '@/lib/format/text';
import { NOTES_ROUTE } from '@/lib/paths';
import { rssFeed } from './feed';
import { absoluteUrl } from './siteUrl';

export function feedResponse(lang: string): Response {
  const c = routeContent(lang);
  if (!c) return new Response('');
  const { language, profile, ui } = c;
  const xml = rssFeed({
    title: formatText(ui.notes.feedTitle, { owner: profile.name }),
    description: ui.notes.intro,
    siteUrl: absoluteUrl(c, NOTES_ROUTE),
    feedUrl: absoluteUrl(c, '/feed.xml'),
    language: language.tag,
    author: profile.email ? `${profile.email} (${profile.name})` : profile.name,
    items: getFeedNotes(c).map((note) => ({
      title: note.title,
      url: absoluteUrl(c, `${NOTES_ROUTE}/${note.slug}`),
      date: note.date,
      summary: note.summary,
      tags: note.series ? [...note.tags, note.series] : note.tags,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
