import type { SiteSettings } from '@/lib/model/pageTypes';

// Site-wide settings for search engines, link previews and the installable web app.
export const site: SiteSettings = {
  // The public address of the site, without the base path. SITE_URL, when set for a build (the
  // GitHub Pages workflow sets it for you), takes its place; the placeholder only keeps local
  // builds working.
  url: 'https://example.com',
  // Title of the home page in search results and link previews (other pages: "Page · {name}").
  homeTitle: 'Your job title',
  // The description of the site in search results, link previews and the web app manifest.
  description: 'The portfolio of Your Name: the projects, experience and skills of a developer.',
  // Your job title as search engines read it (schema.org Person.jobTitle).
  jobTitle: 'Your job title',
  // Language and region of the content, for link previews (og:locale). The brand colours are in
  // content/theme.ts.
  locale: 'en_US',
  // Notes per page of the notes list and of each tag page (older ones on /notes/page/2/ and on);
  // 10 when left out.
  notesPerPage: 10,
  // How many of the newest notes the feed (feed.xml) carries; 20 when left out. The sitemap lists
  // every note whatever this says.
  feedItems: 20,
};
