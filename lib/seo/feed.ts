// The notes as an RSS 2.0 feed (app/(default)/feed.xml/route.ts): pure, with every address passed in
// absolute, so a feed reader anywhere can follow the links.
import { escapeUTF8 } from 'entities';
import { withoutControlCharacters } from '../format/text';

export interface FeedItem {
  title: string;
  /** Absolute URL of the note page. */
  url: string;
  /** YYYY-MM-DD */
  date: string;
  summary: string;
  tags: readonly string[];
}

export interface FeedInput {
  title: string;
  description: string;
  /** Absolute URL of the notes list. */
  siteUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  /** A language tag such as "en-US". */
  language: string;
  author: string;
  /** Newest first. */
  items: readonly FeedItem[];
}

/** Text for XML content and attributes. */
export function escapeXml(text: string): string {
  // The content check refuses control characters; a text that reaches the feed without passing it
  // still must not make the whole feed unreadable.
  return escapeUTF8(withoutControlCharacters(text));
}

/** "2025-03-01" → "Sat, 01 Mar 2025 00:00:00 GMT" (RFC 822, as RSS 2.0 wants). */
export function rfc822(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

export function rssFeed(input: FeedInput): string {
  const items = input.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      element('pubDate', rfc822(item.date)),
      element('description', item.summary),
      ...item.tags.map((tag) => element('category', tag)),
      '</item>',
    ].join(''),
  );
  // The newest note's day, not the build's: the same notes always give the same file.
  const lastBuild = input.items[0] ? [element('lastBuildDate', rfc822(input.items[0].date))] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', input.title),
    element('link', input.siteUrl),
    element('description', input.description),
    element('language', input.language),
    element('managingEditor', input.author),
    `<atom:link href="${escapeXml(input.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...lastBuild,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
