import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Node scripts and configs written as CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The e2e suite also runs against the second owner's build: expectations come from the content
    // that build used (tests/e2e/content.ts), never straight from content/.
    files: ['tests/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/content/*'], allowTypeImports: true, message: 'Import content from ./content (the build under test).' }] },
      ],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'out-*/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', 'coverage/**']),
]);
