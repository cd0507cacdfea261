// The browser that draws the diagrams: Chromium or Chrome driven by playwright-core. Only drawing a
// diagram that is not in the cache needs one; a site whose diagrams are all drawn builds without.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/** What an owner without a browser is told to do, named in every message that needs one. */
export const DRAW_COMMAND = 'npm run diagrams';
export const NO_BROWSER =
  `no Chromium or Chrome was found to draw it (set CHROME_PATH to one, install Google Chrome, or run "npx playwright install chromium"), then run "${DRAW_COMMAND}" and commit what it writes`;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Debian's and other systems' own Chromium, where the e2e tests find it too. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/**
 * A browser to draw with: CHROME_PATH, else a system Chromium, else an installed Chrome or Edge,
 * else Playwright's own Chromium if it was installed; undefined when there is none (or
 * playwright-core is not installed, as on a host that installs without dev dependencies).
 */
export async function launchDrawingBrowser(): Promise<Browser | undefined> {
  let chromium: typeof import('playwright-core').chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return undefined;
  }
  const given = process.env.CHROME_PATH;
  if (given) {
    if (!existsSync(given)) throw new Error(`CHROME_PATH is set to ${given}, but no file is there`);
    return chromium.launch({ executablePath: given, args: FLAGS });
  }
  const system = SYSTEM_PATHS.find((file) => existsSync(file));
  if (system) return chromium.launch({ executablePath: system, args: FLAGS });
  for (const channel of ['chrome', 'msedge']) {
    try {
      return await chromium.launch({ channel, args: FLAGS });
    } catch {
      // Not installed: try the next.
    }
  }
  return existsSync(chromium.executablePath()) ? chromium.launch({ args: FLAGS }) : undefined;
}
