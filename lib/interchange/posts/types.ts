// What the importer of another generator's posts (scripts/content/import-notes.mjs) works with:
// a post as read from the old site, and what it reports about each one.

/** The generators whose posts are read, each by its own conventions. */
export type Convention = 'jekyll' | 'hugo' | 'astro' | 'eleventy' | 'nextjs-starter' | 'devto' | 'hashnode' | 'markdown';

export const CONVENTION_NAMES: Readonly<Record<Convention, string>> = {
  jekyll: 'Jekyll',
  hugo: 'Hugo',
  astro: 'Astro',
  eleventy: 'Eleventy',
  'nextjs-starter': 'Next.js starter (timlrx)',
  devto: 'dev.to',
  hashnode: 'Hashnode',
  markdown: 'Markdown with frontmatter',
};

/** Something of a post that has no place here, or was changed to fit: where it is and what to do. */
export interface PostReport {
  /** The line of the post's file, counted from 1 (undefined: the post as a whole). */
  line?: number;
  message: string;
}

/** What the old site's configuration says, as far as the importer reads it. */
export interface OldSite {
  /** Its public address ("https://old.example"), when its configuration names one. */
  url?: string;
  /** Jekyll's baseurl, Hugo's base path: a prefix of every old address ("/blog" or ""). */
  basePath: string;
  /** Jekyll's or Hugo's permalink pattern for posts, when set. */
  permalink?: string;
  /** Eleventy's input folder ("content"), relative to the old site's root. */
  inputDir?: string;
}

/** A post file as found: its path under the old site's root ("/"-separated) and its text. */
export interface PostSource {
  path: string;
  text: string;
}
