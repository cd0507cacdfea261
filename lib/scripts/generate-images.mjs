// Runs before `next build` (npm "prebuild"): renders the social preview images (1200×630 PNG, home
// + one per project) into public/og/ and the PNG favicons from public/icon.svg into public/icons/.
// Text is drawn with the Geist font that ships inside `next`, so images look the same on every
// machine whatever fonts it has installed.
import './register-ts.mjs';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(root, 'public');
const { projects } = await import('@/content/projects');
const { profile } = await import('@/content/profile');
const { site } = await import('@/content/site');
const social = await import('@/lib/socialImage');

const fontfile = findFont();
const { width, height } = social.SOCIAL_IMAGE_SIZE;
const MARGIN = 80;

// The home image uses the site's accent gradient (app/globals.css --color-accent, --color-accent-2).
const jobs = social.socialImageJobs({
  ownerName: profile.name,
  siteHost: new URL(site.url).host,
  homeSubtitle: site.homeTitle,
  homeColors: { primary: '#2563eb', secondary: '#7c3aed', accent: '#93c5fd' },
  projects,
});

rmSync(path.join(publicDir, 'og'), { recursive: true, force: true });
for (const job of jobs) {
  const file = path.join(publicDir, job.path);
  mkdirSync(path.dirname(file), { recursive: true });
  const text = await renderText(social.socialImageText(job), width - 2 * MARGIN - 160);
  const footer = await renderText(
    `<span size="26pt" foreground="#e8ecf6">${social.escapeMarkup(job.footer)}</span>`,
    width - 2 * MARGIN,
  );
  const textTop = Math.max(130, Math.round((height - (await sharp(text).metadata()).height) / 2) - 20);
  await sharp(Buffer.from(social.socialImageBackground(job)))
    .composite([
      { input: text, left: MARGIN, top: textTop },
      { input: footer, left: MARGIN, top: height - MARGIN - (await sharp(footer).metadata()).height },
    ])
    .png({ compressionLevel: 9 })
    .toFile(file);
}

// Favicon fallbacks for browsers without SVG icons, the Apple touch icon (opaque, iOS rounds it)
// and the web app manifest's icons.
const icon = readFileSync(path.join(publicDir, 'icon.svg'));
const iconsDir = path.join(publicDir, 'icons');
mkdirSync(iconsDir, { recursive: true });
for (const size of [32, 192, 512]) {
  await sharp(icon, { density: 72 * (size / 64) }).resize(size, size).png().toFile(path.join(iconsDir, `icon-${size}.png`));
}
await sharp(icon, { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background: site.backgroundColor })
  .png()
  .toFile(path.join(iconsDir, 'apple-touch-icon.png'));

console.log(`Generated ${jobs.length} social preview images in public/og/ and 4 icons in public/icons/.`);

async function renderText(markup, maxWidth) {
  return sharp({
    text: { text: markup, font: 'Geist', fontfile, width: maxWidth, rgba: true, wrap: 'word', dpi: 72 },
  })
    .png()
    .toBuffer();
}

function findFont() {
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('next/package.json')), 'dist/compiled/@vercel/og/Geist-Regular.ttf');
  } catch {
    return undefined;
  }
}
