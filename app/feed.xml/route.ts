import { language, profile, ui } from '@/lib/content';
import { getFeedNotes } from '@/lib/content/notes';
import { formatText } from '@/lib/format/text';
import { NOTES_ROUTE } from '@/lib/paths';
import { rssFeed } from '@/lib/seo/feed';
import { absoluteUrl } from '@/lib/seo/siteUrl';

// Written to out/feed.xml at build time (static export); removed by the postbuild without notes.
export const dynamic = 'force-static';

export function GET() {
  const xml = rssFeed({
    title: formatText(ui.notes.feedTitle, { owner: profile.name }),
    description: ui.notes.intro,
    siteUrl: absoluteUrl(NOTES_ROUTE),
    feedUrl: absoluteUrl('/feed.xml'),
    language: language.tag,
    author: profile.email ? `${profile.email} (${profile.name})` : profile.name,
    items: getFeedNotes().map((note) => ({
      title: note.title,
      url: absoluteUrl(`${NOTES_ROUTE}/${note.slug}`),
      date: note.date,
      summary: note.summary,
      tags: note.series ? [...note.tags, note.series] : note.tags,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
