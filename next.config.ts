import type { NextConfig } from 'next';
import { mayShowComments, missingOptionalContent, resolveSite } from './lib/content/buildTarget.mjs';
import { normaliseBasePath } from './lib/paths';

// Deploy at a domain root (BASE_PATH unset) or under a sub-path such as GitHub Pages' /repo-name,
// written one way ("portfolio/" is "/portfolio") as the build environment's schema writes it for
// the local server and the checks. A wrong value has already stopped the build in its content check.
const basePath = normaliseBasePath(process.env.BASE_PATH);
// Which site: a build of another language than the default (scripts/build/build.mjs sets
// SITE_LANGUAGE) serves the same routes under /{language}, public files shared at the base path; a
// build of another owner's content folder than content/ (CONTENT_DIR: the test suite's test owners)
// resolves "@/content/..." imports there, as the build scripts do.
const site = resolveSite();
const languagePrefix = site.languagePrefix;
const contentAlias = site.content.alias;
// A content file the owner may leave out resolves to the engine's stand-in when it is missing (the
// exact alias wins over the folder's wildcard).
const missing = missingOptionalContent(site.content.absolute);
const standIns = Object.fromEntries(missing.map(([name, file]) => [`@/content/${name}`, `./${file}`]));
// Where no page shows comments (no add-ons, or analytics only), their section, its styles and its
// frame's client code stay out of every bundle.
if (!mayShowComments(site.content.absolute)) standIns['@/components/addOns/Comments'] = './components/addOns/noComments.ts';
const resolveAlias = { ...standIns, ...(contentAlias && { '@/content/*': `${contentAlias}/*`, '@/content': contentAlias }) };
// Turbopack keeps its compile cache in .next/cache: a second build of a one-language site on your
// machine takes half the time (31 → 18 s for the sample). It only costs where it is never read
// again: on CI (the deploy workflow starts from a clean checkout, and writing the cache costs a
// build about 15 % of its CPU), and in a site in several languages, whose builds, one per language,
// each invalidate the other's (two languages: 68 → 45 s, cold) (docs/performance.md).
const onCi = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI ?? '');
const compileCache = !onCi && process.env.NEXT_PUBLIC_LANGUAGE_SWITCH !== '1';

const nextConfig: NextConfig = {
  output: 'export',
  // Every route becomes a folder with index.html: served as-is by every static host.
  trailingSlash: true,
  basePath: `${basePath}${languagePrefix}`,
  images: { unoptimized: true },
  poweredByHeader: false,
  ...(!compileCache && { experimental: { turbopackFileSystemCacheForBuild: false } }),
  reactStrictMode: true,
  // `npm run build -- --typechecked` (the gate, right after `npm run typecheck` of the same files)
  // and a site's second language skip next build's own type check: it would check them again.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  // Inlined at build time so lib/paths/index.ts can prefix public/ URLs in server and client code alike.
  // Each always set, so Next inlines it and a one-language site's bundles drop what it switches off.
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_LANGUAGE_PREFIX: languagePrefix,
    NEXT_PUBLIC_LANGUAGE_SWITCH: process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1' ? '1' : '',
    NEXT_PUBLIC_LOCALE: process.env.NEXT_PUBLIC_LOCALE ?? '',
  },
  ...(Object.keys(resolveAlias).length > 0 && { turbopack: { resolveAlias } }),
};

export default nextConfig;
