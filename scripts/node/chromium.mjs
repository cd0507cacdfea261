// The Chromium the end-to-end tests and `npm run screenshots` run: CHROME_PATH, else Debian's
// /usr/bin/chromium, else Playwright's own browser (installed on first use).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The executable to launch, or '' for Playwright's own Chromium. Exits when CHROME_PATH names no file. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) {
      console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
      process.exit(1);
    }
    return process.env.CHROME_PATH;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  if (!existsSync(chromium.executablePath())) {
    console.log("No Chromium found (CHROME_PATH, /usr/bin/chromium): installing Playwright's Chromium...");
    const install = spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    if (install.status !== 0) process.exit(install.status ?? 1);
  }
  return '';
}
