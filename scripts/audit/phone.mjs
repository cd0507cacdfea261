// A phone in Chromium for the by-hand responsiveness audits: a 390×844 screen (DPR 2, touch), the
// CPU slowed through the DevTools protocol and, when asked, Lighthouse's slow 4G (150 ms round
// trip, 1.6 Mbps down, 750 kbps up). The export is served like a static host (scripts/serve.mjs).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const chromiumFlags = JSON.parse(readFileSync(path.join(root, 'tests/chromium-flags.json'), 'utf8'));

export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Lighthouse's mobile throttling: 150 ms RTT, 1.6 Mbps down, 750 kbps up (bytes per second here).
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Serves `dir` on `port`; resolves once it listens. */
export async function startServer(dir, port) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

export function launch() {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
}

/**
 * A fresh page in its own context: the phone (or `viewport` over it), the CPU `cpu` times slower,
 * slow 4G when `network`, the code-hosting API refused (the audits never leave the machine).
 */
export async function phonePage(browser, { cpu = 4, network = false, viewport } = {}) {
  const context = await browser.newContext({ ...PHONE, ...(viewport && { viewport, isMobile: false, hasTouch: false }) });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { page, context };
}

/** Resolves once React's root runs on the page and the main thread has been idle since. */
export async function hydrated(page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')), undefined, { timeout: 60_000 });
  await idle(page);
}

/** Resolves when the page's main thread has been idle twice (lazy chunks and effects settled). */
export async function idle(page) {
  for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}
