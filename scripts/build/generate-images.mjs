// Runs before `next build` (npm "prebuild"): renders the social preview images (1200×630 PNG, home
// + one per project + one per published note) into public/og/, a cover (thumbnail) in the project's colours and title for
// each project without a thumbnail into public/covers/ ({id}.webp 640×360, the
// path lib/model/schema.ts coverPath gives), and the PNG favicons from public/icon.svg into public/icons/.
// Text is drawn with the Geist font in scripts/build/fonts/ (SIL Open Font License), so images look the same on every
// machine whatever fonts it has installed.
import '../node/load-env.mjs';
import '../node/register-ts.mjs';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeUTF8 } from 'entities';
import sharp from 'sharp';
import { cliArgs } from '../node/cliArgs.mjs';
import { loadContent } from '../node/load-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicDir = path.join(root, 'public');
const { values } = cliArgs('node scripts/build/generate-images.mjs [options]', {
  'social-only': { type: 'string', value: 'folder', help: 'write only the social images, into <folder>/og/ (build.mjs: a language\'s own)' },
});
const socialOnly = values['social-only'] === undefined ? undefined : path.resolve(values['social-only']);
const { projects, profile, site, notes, colors } = await loadContent();
const social = await import('@/lib/seo/socialImage');
const { appColor } = await import('@/lib/theme/brandColors');

const fontfile = path.join(root, 'scripts/build/fonts/Geist-Regular.ttf');
if (!existsSync(fontfile)) throw new Error(`${path.relative(root, fontfile)}: the font of the social images is missing.`);
const { width, height } = social.SOCIAL_IMAGE_SIZE;
const MARGIN = 80;

// In the owner's colours (content/theme.ts): the home and note images in the site's accent gradient.
const jobs = social.socialImageJobs({
  ownerName: profile.name,
  siteHost: new URL(site.url).host,
  homeSubtitle: site.homeTitle,
  brand: colors,
  projects,
  notes,
});

rmSync(path.join(socialOnly ?? publicDir, 'og'), { recursive: true, force: true });
for (const job of jobs) {
  const file = path.join(socialOnly ?? publicDir, job.path);
  mkdirSync(path.dirname(file), { recursive: true });
  const text = await renderText(social.socialImageText(job), width - 2 * MARGIN - 160);
  const footer = await renderText(
    `<span size="26pt" foreground="${job.ink.subtitle}">${escapeUTF8(job.footer)}</span>`,
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

if (socialOnly) {
  console.log(`Generated ${jobs.length} social preview images in ${path.relative(root, socialOnly)}/og/.`);
  process.exit(0);
}

// Covers of the projects without a thumbnail: the social image's background and title, 16:9.
const { coverPath } = await import('@/lib/model/schema');
const uncovered = projects.filter((project) => project.thumbnail === coverPath(project.id));
rmSync(path.join(publicDir, 'covers'), { recursive: true, force: true });
for (const project of uncovered) {
  const job = jobs.find((candidate) => candidate.path === social.projectSocialImage(project.id));
  const title = await renderText(
    `<span size="64pt" weight="bold" foreground="${job.ink.title}">${escapeUTF8(social.truncate(project.title, 40))}</span>`,
    1280 - 2 * MARGIN,
  );
  const cover = await sharp(Buffer.from(social.socialImageBackground(job)))
    .resize(1280, 720, { fit: 'cover' })
    .composite([{ input: title, left: MARGIN, top: 720 - MARGIN - (await sharp(title).metadata()).height }])
    .png()
    .toBuffer();
  const file = path.join(publicDir, coverPath(project.id));
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp(cover).resize(640, 360).webp({ quality: 80 }).toFile(file);
}

// The narrower copy (`{base}-640.{ext}`) that lib/paths/images.ts offers phones in each screenshot's
// srcset: written for any screenshot of the owner's that lacks one, never overwriting a file.
const { SCREENSHOT_WIDTHS, variantPath } = await import('@/lib/paths/images');
let variants = 0;
for (const image of new Set(projects.flatMap((project) => project.images))) {
  for (const width of SCREENSHOT_WIDTHS.variants) {
    const variant = variantPath(image, width);
    if (!variant || existsSync(path.join(publicDir, variant))) continue;
    await sharp(path.join(publicDir, image)).resize({ width, withoutEnlargement: true }).toFile(path.join(publicDir, variant));
    variants += 1;
  }
}

// Favicon fallbacks for browsers without SVG icons, the Apple touch icon (opaque, iOS rounds it; on
// the installed app's colour) and the web app manifest's icons.
const icon = readFileSync(path.join(publicDir, 'icon.svg'));
const iconsDir = path.join(publicDir, 'icons');
mkdirSync(iconsDir, { recursive: true });
for (const size of [32, 192, 512]) {
  await sharp(icon, { density: 72 * (size / 64) }).resize(size, size).png().toFile(path.join(iconsDir, `icon-${size}.png`));
}
await sharp(icon, { density: 72 * (180 / 64) })
  .resize(180, 180)
  .flatten({ background: appColor(colors) })
  .png()
  .toFile(path.join(iconsDir, 'apple-touch-icon.png'));

console.log(
  `Generated ${jobs.length} social preview images in public/og/, ${uncovered.length} project covers in public/covers/, ` +
    `${variants} missing screenshot variants and 4 icons in public/icons/.`,
);

async function renderText(markup, maxWidth) {
  return sharp({
    text: { text: markup, font: 'Geist', fontfile, width: maxWidth, rgba: true, wrap: 'word', dpi: 72 },
  })
    .png()
    .toBuffer();
}
