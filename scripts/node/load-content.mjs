// Lets a plain Node script read the owner's content the way the site does: through
// lib/content/index.ts (checked and parsed once), with the TypeScript hooks of ts-hooks.mjs, which
// also resolve "@/content/..." to the folder CONTENT_DIR names. The .env files are loaded first, as
// for `next build`: the loader applies SITE_URL and NEXT_PUBLIC_CONTACT_ENDPOINT to the content.
import './load-env.mjs';
import './register-ts.mjs';

/** The owner's content: every named export of content/, checked and parsed. */
export async function loadContent() {
  return (await import('@/lib/content')).content;
}
