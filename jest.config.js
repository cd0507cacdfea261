// Jest runs TypeScript through Next's SWC transform (next/jest); plain JS config because
// TypeScript 7 does not work with ts-node.
const nextJest = require('next/jest.js');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // content/ holds the owner's own checks beside their content (the sample's: content/sample.test.ts),
  // so they leave with it when the content is replaced.
  roots: ['<rootDir>/tests/unit', '<rootDir>/content'],
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Unit tests render server components' helpers directly, outside React's server environment.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
    // three 0.187 ships ESM only: map it to its module build and let SWC transform it.
    '^three$': '<rootDir>/node_modules/three/build/three.module.js',
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
  'escape-string-regexp', 'github-slugger', 'estree-util-[^/]+', 'html-url-attributes',
];

module.exports = async () => {
  const resolved = await createJestConfig(config)();

  // Transform the ESM-only packages instead of ignoring all of node_modules.
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${[...ESM_PACKAGES, ...SHIKI_ESM_PACKAGES, ...MARKDOWN_ESM_PACKAGES].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
};
