// Runs after `next build` (npm "postbuild"): moves each exported page's framework scripts after its
// first paint (scripts/build/html/scriptDeferral.ts), gives every page a Content-Security-Policy <meta> tag that
// allows exactly that page's inline scripts by hash (see scripts/build/html/csp.ts for why), and writes
// out/_headers (scripts/build/html/headers.ts) with the header policy.
// Usage: node scripts/build/postbuild.mjs [outDir]
import '../node/register-ts.mjs';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const { headerCsp, inlineScripts, pageCsp, scriptHash, withCspMeta } = await import('@/scripts/build/html/csp');
const { headersFile } = await import('@/scripts/build/html/headers');
const { deferScripts } = await import('@/scripts/build/html/scriptDeferral');
const { contact } = await import('@/content/contact');
const { resolveContactEndpoint } = await import('@/components/contact/contactEndpoint');
const outDir = path.resolve(process.argv[2] ?? 'out');
// The owner's contact-form endpoint, if any, must be reachable under the policy.
const formEndpoint = resolveContactEndpoint(contact.formEndpoint, process.env.NEXT_PUBLIC_CONTACT_ENDPOINT);

// An owner without published notes gets no notes pages and no feed: static export still needs a
// page of each notes route (lib/content/notes.ts NO_NOTES_PLACEHOLDER), removed here.
const { checkNotes, readNoteSources, visibleNotes } = await import('@/lib/content/noteFiles');
const noteSources = readNoteSources(path.resolve(process.env.CONTENT_DIR || 'content'));
if (visibleNotes(checkNotes(noteSources).notes, { includeDrafts: false }).length === 0) {
  for (const generated of ['notes', 'feed.xml']) rmSync(path.join(outDir, generated), { recursive: true, force: true });
  console.log('No published notes: no notes pages and no feed in the export.');
}

const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
if (pages.length === 0) {
  console.error(`No HTML pages in ${outDir}: run \`next build\` first.`);
  process.exit(1);
}
let hashes = 0;
let deferred = 0;
for (const page of pages) {
  const file = path.join(outDir, page);
  const { html, scripts } = deferScripts(readFileSync(file, 'utf8'), page);
  deferred += scripts.length;
  const pageHashes = inlineScripts(html).map(scriptHash);
  hashes += pageHashes.length;
  writeFileSync(file, withCspMeta(html, pageCsp(pageHashes, formEndpoint)));
}
// The whole _headers file, for hosts that read it (Netlify, Cloudflare Pages).
writeFileSync(path.join(outDir, '_headers'), headersFile(headerCsp(formEndpoint), pages));
if (formEndpoint) console.log(`Content-Security-Policy: connections allowed to ${new URL(formEndpoint).origin} (contact form).`);
console.log(`Scripts after the first paint: ${deferred} script tags in ${pages.length} pages moved into their loaders.`);
console.log(`Content-Security-Policy: ${pages.length} pages, ${hashes} inline scripts allowed by hash.`);
