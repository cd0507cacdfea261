// Runs the Playwright suite with a Chromium that exists on this machine:
// CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser (installed if missing).
// `--target <name>` picks the build under test (tests/e2e/targets.ts; E2E_TARGET does the same).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

function pickBrowser() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
      process.exit(1);
    }
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const bundled = chromium.executablePath();
  if (!existsSync(bundled)) {
    console.log('No Chromium found (CHROME_PATH, /usr/bin/chromium): installing Playwright\'s Chromium...');
    const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  return '';
}

const args = process.argv.slice(2);
const targetAt = args.indexOf('--target');
const target = targetAt >= 0 ? args.splice(targetAt, 2)[1] : process.env.E2E_TARGET;
const browser = pickBrowser();
console.log(`E2E browser: ${browser || "Playwright's bundled Chromium"}`);
const result = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: browser, ...(target && { E2E_TARGET: target }) },
});
process.exit(result.status ?? 1);
