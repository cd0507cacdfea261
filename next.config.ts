import type { NextConfig } from 'next';
import { mayShowComments, missingOptionalContent, resolveSite } from './lib/content/buildTarget.mjs';
import { normaliseBasePath } from './lib/paths';

// Deploy at a domain root (BASE_PATH unset) or under a sub-path such as GitHub Pages' /repo-name,
// written one way ("portfolio/" is "/portfolio") as the build environment's schema writes it for
// the local server and the checks. A wrong value has already stopped the build in its content check.
const basePath = normaliseBasePath(process.env.BASE_PATH);
// Which site: a build of another owner's content folder than content/ (CONTENT_DIR: the test
// suite's test owners) resolves "@/content/..." imports there, as the build scripts do. Every
// language is in the one build: the default at the base path, the others under /{code}
// (app/[lang]/).
const site = resolveSite();
const contentAlias = site.content.alias;
// A content file the owner may leave out resolves to the engine's stand-in when it is missing (the
// exact alias wins over the folder's wildcard).
const missing = missingOptionalContent(site.content.absolute);
const standIns = Object.fromEntries(missing.map(([name, file]) => [`@/content/${name}`, `./${file}`]));
// Where no page shows comments (no add-ons, or analytics only), their section, its styles and its
// frame's client code stay out of every bundle.
if (!mayShowComments(site.content.absolute)) standIns['@/components/addOns/Comments'] = './components/addOns/noComments.ts';
const resolveAlias = { ...standIns, ...(contentAlias && { '@/content/*': `${contentAlias}/*`, '@/content': contentAlias }) };
// Turbopack keeps its compile cache in .next/cache: a second build on your machine takes half the
// time (31 → 18 s for the sample). It only costs where it is never read again: on CI (the deploy
// workflow starts from a clean checkout, and writing the cache costs a build about 15 % of its
// CPU) (docs/performance.md).
const onCi = Boolean(process.env.CI) && !/^(0|false)$/i.test(process.env.CI ?? '');
const compileCache = !onCi;

const nextConfig: NextConfig = {
  output: 'export',
  // Every route becomes a folder with index.html: served as-is by every static host.
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  poweredByHeader: false,
  experimental: {
    // Each language has its own root layout (app/(default)/, app/[lang]/): the unknown paths' page
    // (app/global-not-found.tsx) brings its own <html>.
    globalNotFound: true,
    ...(!compileCache && { turbopackFileSystemCacheForBuild: false }),
  },
  reactStrictMode: true,
  // `npm run build -- --typechecked` (the gate, right after `npm run typecheck` of the same files)
  // skips next build's own type check: it would check them again.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === '1' },
  // Inlined at build time so lib/paths/index.ts can prefix public/ URLs in server and client code
  // alike. The same for every language: what differs by language (its route prefix, its dates and
  // numbers) comes from the page (its props, lib/content/pageLanguage.ts), never from the scripts.
  // NEXT_PUBLIC_LANGUAGE_SWITCH says only whether the site has several languages: a one-language
  // site's bundles drop the switch. Each always set, so Next inlines it.
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    NEXT_PUBLIC_LANGUAGE_SWITCH: process.env.NEXT_PUBLIC_LANGUAGE_SWITCH === '1' ? '1' : '',
  },
  ...(Object.keys(resolveAlias).length > 0 && { turbopack: { resolveAlias } }),
};

export default nextConfig;
