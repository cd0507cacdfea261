// Site-wide settings the owner edits.
// Added for the project detail pages' canonical / Open Graph URLs; the SEO work may move or extend it.
export const site = {
  /** The public address of the deployed site, without a trailing slash or the base path. */
  siteUrl: 'https://example.com',
};
