// `npm run screenshots`: the README's pictures of the site, taken from the export in out/ (build it
// first) as a visitor sees its home page: on a desktop in the light and the dark theme, and on a
// phone. Motion is reduced, so the typing line shows every role instead of half of one; each picture
// waits for the fonts, the pictures, the 3D background's first frame and every finite animation.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from './node/chromium.mjs';
import { cliArgs } from './node/cliArgs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumFlags = JSON.parse(readFileSync(path.join(root, 'tests/chromium-flags.json'), 'utf8'));
const OUT_DIR = 'docs/screenshots';
const SHOTS = [
  { file: 'home-desktop-light.webp', colorScheme: 'light', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { file: 'home-desktop-dark.webp', colorScheme: 'dark', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { file: 'home-phone.webp', colorScheme: 'light', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
];
// A phone's picture at DPR 2 is 780 px wide; the README shows it far smaller.
const PHONE_WIDTH = 585;

const { values } = cliArgs('npm run screenshots -- [options]', { dir: { type: 'string', value: 'folder', help: 'the export to take them from (default: out)' } });
const dir = path.resolve(root, values.dir ?? 'out');
if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No site in ${path.relative(root, dir) || '.'}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Serves the export on a free port; resolves with the server and the site's address (base path included). */
function serve() {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', '0', '--dir', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`scripts/serve.mjs exited (${code})`)));
    server.stdout.on('data', (chunk) => {
      const url = /https?:\/\/\S+/.exec(String(chunk))?.[0];
      if (url) resolve({ server, url: url.endsWith('/') ? url : `${url}/` });
    });
  });
}

/** Resolves once the page shows what a visitor sees once it has settled. */
async function settled(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // React has hydrated, then the main thread went idle twice: the 3D background starts after that.
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
  for (let i = 0; i < 2; i += 1) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  // The background falls back to its gradient when the browser cannot draw it in a worker.
  if (await page.locator('[data-scene="webgl"]').count()) await page.locator('[data-scene="webgl"] [data-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Two frames, so the last change is painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const { server, url } = await serve();
const browser = await chromium.launch({ executablePath: chromiumPath() || undefined, args: chromiumFlags });
try {
  mkdirSync(path.join(root, OUT_DIR), { recursive: true });
  for (const { file, ...device } of SHOTS) {
    const context = await browser.newContext({ ...device, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The pictures never depend on the network: the live repository stats and add-ons stay away.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.goto(url);
    await settled(page);
    const png = await page.screenshot();
    const picture = device.isMobile ? sharp(png).resize({ width: PHONE_WIDTH }) : sharp(png);
    const { size } = await picture.webp({ quality: 80, effort: 6 }).toFile(path.join(root, OUT_DIR, file));
    console.log(`${OUT_DIR}/${file}: ${(size / 1024).toFixed(1)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
