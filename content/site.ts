import type { SiteSettings } from '@/lib/model/pageTypes';

// Site-wide settings for search engines, link previews and the installable web app (its colours
// are in theme.ts).
// Change these with your own values (see README, "Deployment").
export const site: SiteSettings = {
  // The public address of the site, without the base path: https://you.github.io for a GitHub
  // Pages project site, or your own domain. SITE_URL, when set for a build (the GitHub Pages
  // workflow sets it for you), takes its place; the placeholder only keeps local builds working.
  url: 'https://example.com',
  // Title of the home page in search results and link previews (other pages: "Page · {name}").
  homeTitle: 'Data Scientist & Machine Learning Engineer',
  // The default description of the site, used by the home page and the web app manifest.
  description:
    'Portfolio of a data scientist and machine-learning engineer: trading research, data pipelines, web apps and systems programming.',
  // Your job title in structured data (schema.org Person.jobTitle) that search engines read.
  jobTitle: 'Data Scientist and Machine Learning Engineer',
  // Language and region of the content, for Open Graph (og:locale).
  locale: 'en_US',
  // Notes per page of the notes list and of each tag page (older ones on /notes/page/2/ and on);
  // 10 when left out.
  notesPerPage: 10,
  // How many of the newest notes the feed (feed.xml) carries; 20 when left out. The sitemap lists
  // every note whatever this says.
  feedItems: 20,
};
