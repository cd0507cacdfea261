// Link check over the exported site: every internal link and asset reference in out/ must resolve
// to a file, the way a static host would serve it. Reads the HTML pages (href, src, srcset, the
// content of og:image / twitter:image), the CSS url()s, the manifest icons, sitemap.xml, the
// notes feed (feed.xml: its channel, self and item links) and robots.txt. Links to the site's own address (SITE_URL, canonical and Open Graph URLs) are
// checked against the files too; other sites are not fetched (the tests never go online).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeHTMLAttribute, decodeXML } from 'entities';
import { basePathOf } from '../node/base-path.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { loadContent } from '../node/load-content.mjs';

const { values } = cliArgs('npm run check:links -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export to check (default: out)' },
  base: { type: 'string', value: 'path', help: 'the base path it was built under, e.g. /portfolio (default: BASE_PATH)' },
});
const dir = path.resolve(values.dir ?? 'out');
const base = basePathOf(values.base ?? process.env.BASE_PATH);
// The site's own address as the build used it: content/site.ts, or SITE_URL (the loader applies it).
const siteUrl = (await loadContent()).site.url.replace(/\/+$/, '');
const ORIGIN = 'http://site.invalid'; // stands in for the deployed origin while resolving URLs

const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
const problems = [];
const idsCache = new Map();
let checked = 0;

for (const file of files) {
  const text = () => readFileSync(path.join(dir, file), 'utf8');
  const pageUrl = `${ORIGIN}${base}/${file.replace(/(^|\/)index\.html$/, '$1')}`;
  if (file.endsWith('.html')) htmlReferences(text()).forEach((ref) => check(file, pageUrl, ref));
  else if (file.endsWith('.css')) cssReferences(text()).forEach((ref) => check(file, pageUrl, ref));
  else if (file.endsWith('.webmanifest')) manifestReferences(text()).forEach((ref) => check(file, pageUrl, ref));
  else if (file === 'sitemap.xml') [...text().matchAll(/<loc>([^<]+)<\/loc>/g)].forEach((m) => check(file, pageUrl, m[1]));
  else if (file === 'feed.xml') feedReferences(text()).forEach((ref) => check(file, pageUrl, ref));
  else if (file === 'robots.txt') [...text().matchAll(/^Sitemap:\s*(\S+)/gim)].forEach((m) => check(file, pageUrl, m[1]));
}

if (problems.length) {
  console.error(`Broken links in ${path.relative(process.cwd(), dir)}${base ? ` (base path ${base})` : ''}:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Links: ${checked} internal references in ${files.length} files all resolve${base ? ` under ${base}` : ''}.`);

function htmlReferences(html) {
  const refs = [];
  const withoutScripts = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (tag) => tag.replace(/>[\s\S]*<\//, '></'));
  for (const [, tag] of withoutScripts.matchAll(/<([a-z][^\s>/]*(?:\s[^>]*)?)>/gi)) {
    for (const [, name, value] of tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)) {
      const attr = name.toLowerCase();
      if (attr === 'href' || attr === 'src' || attr === 'poster') refs.push(decodeHTMLAttribute(value));
      else if (attr === 'srcset' || attr === 'imagesrcset') decodeHTMLAttribute(value).split(',').forEach((c) => refs.push(c.trim().split(/\s+/)[0]));
      else if (attr === 'content' && /(og|twitter):image"/.test(tag.replace(/content="[^"]*"/, ''))) refs.push(decodeHTMLAttribute(value));
    }
  }
  return refs.filter(Boolean);
}

function cssReferences(css) {
  // A data: URL is the file itself; an SVG in one may hold url(#…) references of its own.
  const files = css.replace(/url\(\s*(['"])data:[\s\S]*?\1\s*\)/g, '');
  return [...files.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]).filter((ref) => !ref.startsWith('data:'));
}

function feedReferences(xml) {
  const links = [...xml.matchAll(/<(link|guid)\b[^>]*>([^<]+)<\/\1>/g)].map((m) => decodeXML(m[2]));
  const self = [...xml.matchAll(/<atom:link\b[^>]*\shref="([^"]+)"/g)].map((m) => decodeXML(m[1]));
  return [...links, ...self];
}

function manifestReferences(json) {
  const manifest = JSON.parse(json);
  return [manifest.start_url, ...(manifest.icons ?? []).map((icon) => icon.src)].filter(Boolean);
}

function check(from, pageUrl, ref) {
  if (/^(mailto|tel|javascript|data|blob):/i.test(ref)) return;
  let target = ref;
  if (target.startsWith(`${siteUrl}/`) || target === siteUrl) target = ORIGIN + target.slice(siteUrl.length);
  const url = new URL(target, pageUrl);
  if (url.origin !== ORIGIN) return; // another site
  checked += 1;
  const where = `${from} → ${ref}`;
  if (base && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) {
    problems.push(`${where}: outside the base path ${base}`);
    return;
  }
  const file = resolveFile(decodeURIComponent(url.pathname.slice(base.length) || '/'));
  if (!file) problems.push(`${where}: no such file`);
  else if (url.hash.length > 1 && file.endsWith('.html') && !ids(file).has(decodeURIComponent(url.hash.slice(1)))) {
    problems.push(`${where}: no element with id "${url.hash.slice(1)}"`);
  }
}

/** The file a static host serves for a path (clean URLs, folders with index.html). */
function resolveFile(pathname) {
  const relative = pathname.replace(/^\/+/, '');
  const candidates = pathname.endsWith('/')
    ? [`${relative}index.html`]
    : [relative, `${relative}/index.html`, `${relative}.html`];
  return candidates.find((candidate) => {
    const full = path.join(dir, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

function ids(file) {
  if (!idsCache.has(file)) {
    const html = readFileSync(path.join(dir, file), 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decodeHTMLAttribute(m[1]))));
  }
  return idsCache.get(file);
}
