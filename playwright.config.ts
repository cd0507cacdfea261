import { defineConfig, devices } from '@playwright/test';
import chromiumFlags from './tests/chromium-flags.json';
import { target, targetName } from './tests/e2e/targets';

// The e2e suite runs against an exported site served like a static host (scripts/serve.mjs:
// unknown paths get 404.html with status 404): the build E2E_TARGET names (tests/e2e/targets.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The site's root URL, base path included. */
export const SITE_URL = `http://127.0.0.1:${PORT}${target.basePath}`;
const chromiumPath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

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
  // One folder per build under test: `npm run test:engine` runs two of them at once, and each run
  // empties its own output folder when it starts.
  outputDir: `test-results/${targetName}`,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${targetName}` }]] : [['list']],
  use: {
    baseURL: SITE_URL,
    // Recording a trace costs every test its snapshots; on CI only the retry of a failed test
    // records one (what the failure needs), locally (no retries) every test and keeps the failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  // Each build runs its own tests (grep); each layout those whose result depends on it: desktop
  // every test but the mobile-only ones (@mobile), mobile only the tests tagged @mobile or
  // @layouts (the layout changes what they check: menus, the page's arrangement, axe on it).
  grep: target.grep,
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    ...(target.mobile
      ? [
          {
            name: 'mobile',
            grep: /@mobile|@layouts/,
            use: {
              ...devices['Pixel 7'],
              viewport: { width: 390, height: 844 },
              deviceScaleFactor: 2,
              isMobile: true,
              hasTouch: true,
              launchOptions,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${PORT} --dir ${target.dir}`,
      url: `${SITE_URL}/`,
      env: { BASE_PATH: target.basePath },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
