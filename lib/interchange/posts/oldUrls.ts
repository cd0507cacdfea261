// The address a post had on its old site, worked out the way its generator works it out: Jekyll's
// permalink pattern (its `date` default: /:categories/:year/:month/:day/:title.html), Hugo's
// section and slug, Astro's collection and id, Eleventy's input path, the Next.js starter's
// /blog/{path}, a canonical address on the old site, or the owner's own --old-url-pattern.
import type { MappedFields } from './conventions';
import type { Convention, OldSite } from './types';

/** Jekyll's named permalink styles. */
const JEKYLL_STYLES: Readonly<Record<string, string>> = {
  date: '/:categories/:year/:month/:day/:title:output_ext',
  pretty: '/:categories/:year/:month/:day/:title/',
  ordinal: '/:categories/:year/:y_day/:title:output_ext',
  none: '/:categories/:title:output_ext',
};

export interface AddressContext {
  convention: Convention;
  /** The post file under the old site's root, "/"-separated. */
  path: string;
  fields: MappedFields;
  /** The day the post was published, YYYY-MM-DD. */
  date?: string;
  /** The file name's slug as the generator takes it (Jekyll: after the date). */
  fileSlug: string;
  site: OldSite;
}

/** A path part as addresses carry it: words of letters, digits and hyphens (Hugo's urlize, Jekyll's slugify). */
export const urlize = (text: string) => text.trim().toLowerCase().replace(/[^\p{L}\p{N}_.~-]+/gu, '-').replace(/^-+|-+$/g, '');

/** Fills a pattern's placeholders (:year, :month, :day, :title, :slug, :categories, :section, :output_ext, :filename). */
export function fillPattern(pattern: string, context: AddressContext): string {
  const [year = '', month = '', day = ''] = (context.date ?? '').split('-');
  const dayOfYear = context.date ? String(Math.floor((Date.parse(context.date) - Date.UTC(Number(year), 0, 1)) / 86_400_000) + 1).padStart(3, '0') : '';
  const slug = context.fields.slug ?? context.fileSlug;
  const values: Record<string, string> = {
    year, month, day, i_month: String(Number(month)), i_day: String(Number(day)), y_day: dayOfYear, short_year: year.slice(2),
    title: context.convention === 'jekyll' ? slug : urlize(context.fields.title ?? slug), slug, filename: context.fileSlug,
    slugorfilename: slug, categories: context.fields.categories.map(urlize).join('/'), section: sectionOf(context.path), output_ext: '.html',
  };
  const filled = pattern.replace(/:([a-z_]+)/g, (whole, name: string) => values[name] ?? whole);
  return `/${filled.split('/').filter(Boolean).join('/')}${filled.endsWith('/') ? '/' : ''}`.replace(/^\/\//, '/');
}

/** Hugo's section of a post: the first folder under content/. */
const sectionOf = (path: string) => /(?:^|\/)content\/([^/]+)\//.exec(path)?.[1] ?? '';

/** The path of an absolute address on the old site ("https://old.example/a/b/" → "/a/b/"), or undefined for another site's. */
export function pathOnSite(url: string, site: OldSite): string | undefined {
  try {
    const parsed = new URL(url);
    if (!site.url || parsed.host !== new URL(site.url).host) return undefined;
    return parsed.pathname;
  } catch {
    return undefined;
  }
}

/** Every old address of a post, without the base path the new site adds, most likely first. */
export function oldAddresses(context: AddressContext, ownPattern?: string): string[] {
  const { convention, fields, site, path } = context;
  const prefix = site.basePath.replace(/\/+$/, '');
  const found: string[] = [];
  if (ownPattern) found.push(fillPattern(ownPattern, context));
  else if (convention === 'jekyll') {
    const pattern = fields.permalink ?? JEKYLL_STYLES[site.permalink ?? 'date'] ?? site.permalink ?? JEKYLL_STYLES.date!;
    found.push(prefix + fillPattern(pattern, context));
  } else if (convention === 'hugo') {
    if (fields.permalink) found.push(fields.permalink.startsWith('/') ? fields.permalink : `/${fields.permalink}`);
    else found.push(prefix + fillPattern(site.permalink ?? '/:section/:slug/', context));
  } else if (convention === 'astro') {
    const collection = /(?:^|\/)src\/content\/([^/]+)\/(.+)\.mdx?$/.exec(path);
    if (collection) found.push(`${prefix}/${collection[1]}/${collection[2]!.replace(/(^|\/)index$/, '').split('/').map(urlize).join('/')}/`);
  } else if (convention === 'eleventy') {
    if (fields.permalink && !fields.permalink.includes('{')) found.push(fields.permalink);
    else {
      const input = site.inputDir ? `${site.inputDir.replace(/^\.\/?|\/$/g, '')}/` : '';
      const relative = input && path.startsWith(input) ? path.slice(input.length) : path;
      found.push(`${prefix}/${relative.replace(/\.(md|markdown|mdx)$/, '').replace(/(^|\/)([^/]+)\/\2$/, '$1$2').replace(/(^|\/)index$/, '')}/`);
    }
  } else if (convention === 'nextjs-starter') {
    const post = /(?:^|\/)data\/blog\/(.+)\.mdx?$/.exec(path);
    if (post) found.push(`/blog/${post[1]}`);
  } else if (convention === 'hashnode' && fields.slug) found.push(`/${fields.slug}`);
  // A canonical address on the old site itself is where readers found it.
  const canonical = fields.canonicalUrl && pathOnSite(fields.canonicalUrl, site);
  if (canonical) found.push(canonical);
  for (const alias of fields.aliases) found.push(alias.startsWith('/') ? alias : `/${alias}`);
  return [...new Set(found.map((address) => address.replace(/\/{2,}/g, '/')))];
}
