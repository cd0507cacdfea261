// Jest runs TypeScript through Next's SWC transform (next/jest); plain JS config because
// TypeScript 7 does not work with ts-node.
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** The owner whose content the unit tests' site modules load (tests/unit/owner.ts names its notes and pictures). */
const OWNER = 'tests/fixtures/full-owner';

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Engine tests only: they read the full test owner (tests/fixtures/full-owner), never content/,
  // so they pass whoever's content is there. The owner's content is checked by `npm run gate`.
  roots: ['<rootDir>/tests/unit'],
  setupFiles: ['<rootDir>/tests/unit/owner.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests render server components' helpers directly, outside React's server environment.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    // three 0.187 ships ESM only: map it to its module build and let SWC transform it.
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
    // The diagrams' renderer exports its module build under the "import" condition only.
    '^beautiful-mermaid$': '<rootDir>/node_modules/beautiful-mermaid/dist/index.js',
  },
  clearMocks: true,
  restoreMocks: true,
};

const ESM_PACKAGES = ['three', '@react-three', 'simple-icons', 'lucide-react'];
// lib/highlight.ts (build-time highlighting) runs shiki, which is ESM only, as is the unified/hast
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
  'escape-string-regexp', 'github-slugger', 'estree-util-[^/]+', 'html-url-attributes', 'beautiful-mermaid', 'entities',
];

module.exports = async () => {
  const resolved = await createJestConfig(config)();
  // The site's "@/content/..." imports (only lib/content/index.ts has them; Next's transform turns
  // the alias into a relative path) read the full test owner: first in the map.
  resolved.moduleNameMapper = {
    '^@/content$': `<rootDir>/${OWNER}`,
    '^@/content/(.*)$': `<rootDir>/${OWNER}/$1`,
    '^\\.\\./\\.\\./content$': `<rootDir>/${OWNER}`,
    '^\\.\\./\\.\\./content/(.*)$': `<rootDir>/${OWNER}/$1`,
    ...resolved.moduleNameMapper,
  };

  // Transform the ESM-only packages instead of ignoring all of node_modules.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${[...ESM_PACKAGES, ...SHIKI_ESM_PACKAGES, ...MARKDOWN_ESM_PACKAGES].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
