import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The owner's files: only lib/content/index.ts imports them, checked and parsed (lib/content/load.ts). */
const OWNER_FILES = {
  group: ['@/content', '@/content/*'],
  message: "Read the owner's content through '@/lib/content' (checked and parsed once).",
};
/** Runnable build, check and audit code: it runs in Node, never in the site. */
const SCRIPTS = { group: ['@/scripts/*', '**/scripts/*'], message: 'scripts/ runs in Node at build time, not in the site.' };
/** The content loader (lib/content/): server-only, it reads content/ and public/ at build time.
 * The content model (lib/model/: schemas, types, defaults) runs anywhere and is not listed. */
const SERVER_CONTENT = {
  group: ['@/lib/content', '@/lib/content/*', '**/lib/content', '**/lib/content/*', '../content', '../content/*', './content', './content/*'],
  message: 'Server-only (lib/content/ reads the disk): pass the content a component needs as props from the route; types and rules are in lib/model/.',
};
/** Components show the merged interface texts they get as props (the owner's changes in), never the defaults. */
const INTERFACE_DEFAULTS = {
  group: ['@/lib/model/interfaceText', '**/model/interfaceText'],
  message: "Take the interface texts as props from the route: the defaults leave out the owner's changes.",
};
/** Server-only build helpers: page metadata, URLs and structured data (lib/seo/, JSON-LD serialisation
 * aside), the search index's writer (lib/search/searchIndex, markdownText), the stats the build fetched. */
const SERVER_HELPERS = {
  group: [
    '@/lib/seo/*', '!@/lib/seo/jsonLd', '**/lib/seo/*', '!**/lib/seo/jsonLd', '../seo/*', '!../seo/jsonLd',
    '@/lib/search/searchIndex', '@/lib/search/markdownText', '**/search/searchIndex', '**/search/markdownText',
    '@/lib/github/prerenderedStats', '**/github/prerenderedStats',
  ],
  message: 'Server-only: call it from the route and pass the result down.',
};
const NETWORK = {
  group: ['@/lib/github/api', '**/github/api', '@/lib/github/repositories', '**/github/repositories'],
  message: 'Pure mapping: the script fetches through lib/github/ and passes the answers in.',
};
const NODE = { group: ['node:*', 'fs', 'path', 'child_process'], message: 'Node modules do not run in the browser.' };
const SERVER_ONLY = { group: ['server-only'], message: 'This folder runs anywhere: server-only code belongs in lib/content/, lib/seo/ or lib/search/searchIndex.' };
const COMPONENTS = { group: ['@/components/*', '**/components/*'], message: 'lib/ does not depend on components/.' };
const ROUTES = { group: ['@/app/*', '**/app/*'], message: 'Routes import lib/, never the other way.' };

/** Components that read the content on the server: the pages of app/'s routes (one per page, given its language), and a link in the page's language. */
const SERVER_COMPONENTS = ['components/pages/**', 'components/layout/LanguageLink.tsx'];

/** One no-restricted-imports rule for a folder (type imports allowed: they leave no code behind). */
function restrictImports(files, groups, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: groups.map((group) => ({ ...group, allowTypeImports: true })) },
      ],
    },
  };
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Node scripts and configs written as CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A line of code past 160 characters is read by scrolling: break it. A long string, URL, regular
    // expression or comment is left whole, as a formatter would leave it.
    rules: {
      'max-len': [
        'error',
        { code: 160, ignoreComments: true, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  // Where code runs, kept by its imports (docs/architecture.md has the folder map). Type imports
  // cross every boundary: they leave nothing in the output.
  restrictImports(['app/**'], [OWNER_FILES, SCRIPTS]),
  restrictImports(['components/**'], [OWNER_FILES, SCRIPTS, SERVER_CONTENT, SERVER_HELPERS, NODE, INTERFACE_DEFAULTS], SERVER_COMPONENTS),
  // The page bodies the routes pass their language to, and the links that read it: server components that read the content.
  restrictImports(SERVER_COMPONENTS, [OWNER_FILES, SCRIPTS, NODE]),
  // Pure shared code, run in the browser, on the server and by the scripts alike.
  restrictImports(
    ['lib/model/**', 'lib/format/**', 'lib/paths/**', 'lib/theme/**', 'lib/search/searchIndexFile.ts', 'lib/github/**'],
    [OWNER_FILES, SCRIPTS, SERVER_CONTENT, SERVER_HELPERS, NODE, SERVER_ONLY, COMPONENTS, ROUTES],
    ['lib/github/prerenderedStats.ts'],
  ),
  // Server-only: the loader and the build's helpers.
  restrictImports(
    ['lib/content/**', 'lib/seo/**', 'lib/search/searchIndex.ts', 'lib/search/markdownText.ts', 'lib/github/prerenderedStats.ts'],
    [OWNER_FILES, SCRIPTS, COMPONENTS, ROUTES],
    ['lib/content/index.ts'],
  ),
  // Data in and out (JSON Resume, repositories): pure mapping, run by the importers and the build;
  // what comes from the network comes through lib/github/.
  restrictImports(['lib/interchange/**'], [OWNER_FILES, SCRIPTS, SERVER_CONTENT, SERVER_HELPERS, NODE, SERVER_ONLY, COMPONENTS, ROUTES, NETWORK]),
  // The e2e suite runs against the test owners' builds and the owner's: expectations come from the content
  // that build used (tests/e2e/content.ts), never straight from content/.
  restrictImports(['tests/e2e/**'], [{ ...OWNER_FILES, message: 'Import content from ./content (the build under test).' }]),
  globalIgnores(['**/.next/**', '**/out/**', 'out-*/**', '.owner-builds/**', '.owner-paths/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**']),
]);
