// Runs after `next build` (npm "postbuild"): gives every exported page a Content-Security-Policy
// <meta> tag that allows exactly that page's inline scripts by hash (see lib/csp.ts for why).
// Usage: node lib/scripts/csp-hashes.mjs [outDir]
import './register-ts.mjs';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const { inlineScripts, pageCsp, scriptHash, withCspMeta } = await import('@/lib/csp');
const outDir = path.resolve(process.argv[2] ?? 'out');

const pages = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
if (pages.length === 0) {
  console.error(`No HTML pages in ${outDir}: run \`next build\` first.`);
  process.exit(1);
}
let hashes = 0;
for (const page of pages) {
  const file = path.join(outDir, page);
  const html = readFileSync(file, 'utf8');
  const pageHashes = inlineScripts(html).map(scriptHash);
  hashes += pageHashes.length;
  writeFileSync(file, withCspMeta(html, pageCsp(pageHashes)));
}
console.log(`Content-Security-Policy: ${pages.length} pages, ${hashes} inline scripts allowed by hash.`);
