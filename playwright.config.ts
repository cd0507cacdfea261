import { defineConfig, devices } from '@playwright/test';
import basepathBuild from './tests/basepath-build.json';
import chromiumFlags from './tests/chromium-flags.json';

// The e2e suite runs against the exported out/ folder served like a static host
// (scripts/serve.mjs: unknown paths get 404.html with status 404).
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASEPATH_PORT = PORT + 1;
export const BASEPATH_URL = `http://127.0.0.1:${BASEPATH_PORT}${basepathBuild.basePath}`;
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;
// The export under test: out/, or another build such as out-second-owner/ (npm run test:owner,
// which also sets CONTENT_DIR so tests/e2e/content.ts reads that owner's content).
const OUT_DIR = process.env.E2E_OUT_DIR || 'out';
const SECOND_OWNER = OUT_DIR !== 'out';
// The build with repository stats from a stub API (npm run check:stats) runs only the tests of
// those stats (tagged @prerendered-stats); every other build runs all tests but those.
const STATS_BUILD = OUT_DIR === 'out-stats';
// The build of the owner with two languages (tests/fixtures/bilingual-owner) runs the tests of
// languages (tagged @languages), which no other build has.
const LANGUAGES_BUILD = OUT_DIR === 'out-bilingual-owner';

const launchOptions = {
  executablePath: chromiumPath,
  // The flags this machine's closed network and root user need (shared with npm run audit).
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Shared CI machines run these pages several times slower than a laptop (a 3D scene in software
  // WebGL beside two browsers): an axe pass in two themes there takes tens of seconds.
  timeout: process.env.CI ? 120_000 : 45_000,
  expect: { timeout: process.env.CI ? 20_000 : 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${process.env.BASE_PATH ?? ''}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // Tests tagged @mobile need the mobile layout, @desktop ones the desktop layout.
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  // Another owner's build runs every test but those tagged @sample-owner, without the base-path server;
  // the build with stats from a stub API (out-stats/) only those tagged @prerendered-stats.
  // (The projects' grepInvert picks the layout, so builds are chosen with grep.)
  grep: STATS_BUILD
    ? /@prerendered-stats/
    : LANGUAGES_BUILD
      ? /@languages/
      : SECOND_OWNER
        ? /^(?!.*(@sample-owner|@prerendered-stats|@languages))/
        : /^(?!.*(@prerendered-stats|@languages))/,
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${OUT_DIR}`,
      url: `http://127.0.0.1:${PORT}${process.env.BASE_PATH ?? ''}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(SECOND_OWNER
      ? []
      : [
          {
            // The BASE_PATH=/portfolio build of `npm run check:basepath` (with a test form endpoint),
            // used by tests/e2e/contact-endpoint.spec.ts.
            command: `node scripts/serve.mjs --port ${BASEPATH_PORT} --dir out-basepath`,
            url: `${BASEPATH_URL}/`,
            env: { BASE_PATH: basepathBuild.basePath },
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]),
  ],
});
