// Jest runs the tests' TypeScript through Next's SWC transform (next/jest), with the full test owner
// as the site.
const path = require('node:path');
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** The owner whose content, notes and pictures the unit tests' site modules load. */
const OWNER = 'tests/fixtures/full-owner';

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Engine tests only: they read the full test owner (tests/fixtures/full-owner), never content/,
  // so they pass whoever's content is there. The owner's content is checked by `npm run gate`.
  roots: ['<rootDir>/tests/unit'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests render server components' helpers directly, outside React's server environment.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    // three 0.187 ships ESM only: map it to its module build and let SWC transform it.
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
    // The BibTeX parser's CommonJS build does not load (in Node either): its module build does, and
    // so does the module build of the one dependency of its own dependencies that has no other.
    '^@retorquere/bibtex-parser$': '<rootDir>/node_modules/@retorquere/bibtex-parser/dist/esm/index.js',
    '^tiny-merge-patch$': '<rootDir>/node_modules/tiny-merge-patch/dist/index.mjs',
  },
  clearMocks: true,
  restoreMocks: true,
};

const ESM_PACKAGES = ['three', '@react-three', 'simple-icons', 'lucide-react'];
// lib/content/highlight.ts (build-time highlighting) runs shiki, which is ESM only, as is the unified/hast
// family it renders HTML with.
const SHIKI_ESM_PACKAGES = [
  'shiki', '@shikijs', '@ungap/structured-clone', 'ccount', 'character-entities-[^/]+', 'comma-separated-tokens',
  'devlop', 'hast-util-[^/]+', 'html-void-elements', 'mdast-util-to-hast', 'micromark-util-[^/]+', 'oniguruma-[^/]+',
  'property-information', 'regex', 'regex-[^/]+', 'space-separated-tokens', 'stringify-entities', 'trim-lines',
  'unist-util-[^/]+', 'vfile', 'vfile-message', 'zwitch',
];

// lib/content/noteMarkdown.ts (the notes' Markdown, rendered at build time): the unified collective
// and the micromark parser, ESM only.
const MARKDOWN_ESM_PACKAGES = [
  'unified', 'bail', 'is-plain-obj', 'trough', 'remark-[^/]+', 'rehype-[^/]+', 'micromark', 'micromark-[^/]+',
  'mdast-util-[^/]+', 'decode-named-character-reference', 'character-entities', 'markdown-table', 'longest-streak',
  'escape-string-regexp', 'github-slugger', 'estree-util-[^/]+', 'html-url-attributes', 'entities',
  // The importer of other generators' posts (lib/interchange/posts/): HTML read as a browser reads it, MDX, TOML.
  'hastscript', 'parse5', 'vfile-location', 'web-namespaces', 'smol-toml', 'trim-trailing-lines', 'acorn-jsx', 'acorn', 'parse-entities', 'is-[^/]+', 'character-reference-invalid', 'collapse-white-space',
];
// lib/content/publicationEntry.ts: the BibTeX parser, its module build, and a dependency's that is ESM only.
const BIBTEX_ESM_PACKAGES = ['@retorquere/bibtex-parser', 'tiny-merge-patch'];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // Which site the unit tests read, named as for any build (lib/content/buildTarget.mjs): set in this
  // process before Jest starts its workers, which inherit it; absolute, so that a build step a test
  // runs in another folder reads the same owner.
  const { resolveSite, siteEnv } = await import('./lib/content/buildTarget.mjs');
  const owner = path.join(__dirname, OWNER);
  Object.assign(process.env, siteEnv({ contentDir: owner, publicDir: path.join(owner, 'public') }));
  const content = resolveSite(process.env, __dirname).content.absolute;
  // The site's "@/content/..." imports (only lib/content/index.ts has them; Next's transform turns
  // the alias into a relative path) read that folder: first in the map.
  resolved.moduleNameMapper = {
    '^@/content$': content,
    '^@/content/(.*)$': `${content}/$1`,
    '^\\.\\./\\.\\./content$': content,
    '^\\.\\./\\.\\./content/(.*)$': `${content}/$1`,
    ...resolved.moduleNameMapper,
  };

  // Transform the ESM-only packages instead of ignoring all of node_modules.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${[...ESM_PACKAGES, ...SHIKI_ESM_PACKAGES, ...MARKDOWN_ESM_PACKAGES, ...BIBTEX_ESM_PACKAGES].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
