// Renders the projects' illustrative screenshots and thumbnails (SVG mock-ups drawn in
// scripts/build/images/) to WebP in public/images/projects/{id}/. Run: npm run screenshots
//   screenshot-{n}.webp 1280×800 and screenshot-{n}-640.webp 640×400 (srcset)
//   thumbnail.webp 640×360 (cards show only this size: see components/projects/ProjectCard.tsx)
// The output is deterministic, so re-running changes nothing unless a drawing changed.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { algoScreens } from './images/algo.mjs';
import { energyScreens } from './images/energy.mjs';
import { libraryScreens } from './images/library.mjs';
import { hypervisorConsole, portfolioScreens } from './images/portfolio.mjs';
import { stockscopeScreens } from './images/stockscope.mjs';
import { H, W, rect, svgDoc } from './images/svg.mjs';
import { loadContent } from '../node/load-content.mjs';

const publicDir = fileURLToPath(new URL('../../public/', import.meta.url));
const WEBP = { quality: 80, effort: 6, smartSubsample: true };

// Which drawings belong to which project; `cover` is what the thumbnail shows.
const drawings = {
  'algo-trading-platform': { screens: algoScreens },
  stockscope: { screens: stockscopeScreens },
  'library-management': { screens: libraryScreens },
  'portfolio-website': { screens: portfolioScreens },
  'bare-metal-hypervisor': { screens: [], cover: hypervisorConsole },
  'energy-demand-forecasting': { screens: energyScreens },
};

/** The project's colours behind a window showing its main screen, rising from the bottom edge. */
function thumbnailSvg(project, screenSvg) {
  const { primary, secondary, accent } = project.color;
  const inner = screenSvg.replace(/^<svg[^>]*>/, `<svg x="100" y="84" width="1080" height="675" viewBox="0 0 ${W} ${H}">`);
  return svgDoc(1280, 720,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient>` +
      `<clipPath id="window"><rect x="100" y="84" width="1080" height="700" rx="18"/></clipPath>` +
      `<filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feGaussianBlur stdDeviation="18"/></filter></defs>` +
      rect(0, 0, 1280, 720, { fill: 'url(#bg)' }) +
      `<circle cx="1130" cy="90" r="220" fill="${accent}" opacity="0.12"/><circle cx="140" cy="700" r="260" fill="${accent}" opacity="0.08"/>` +
      rect(110, 104, 1060, 680, { fill: '#000', rx: 18, opacity: 0.45 }).replace('/>', ' filter="url(#shadow)"/>') +
      `<g clip-path="url(#window)">${inner}</g>` +
      rect(100, 84, 1080, 700, { rx: 18, stroke: '#ffffff', strokeWidth: 1.5, opacity: 0.25 }));
}

async function render(svg, file, width, height) {
  const buffer = await sharp(Buffer.from(svg), { density: 72 }).resize(width, height).webp(WEBP).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

async function main() {
  const { projects } = await loadContent();
  let total = 0;
  const problems = [];
  for (const project of projects) {
    const drawing = drawings[project.id];
    if (!drawing) {
      problems.push(`${project.id}: no drawings in scripts/build/generate-images.mjs; add some or make your own images`);
      continue;
    }
    const dir = path.join(publicDir, 'images/projects', project.id);
    await mkdir(dir, { recursive: true });
    const written = [];
    for (const [index, draw] of drawing.screens.entries()) {
      const svg = draw();
      const name = `screenshot-${index + 1}`;
      total += await render(svg, path.join(dir, `${name}.webp`), W, H);
      total += await render(svg, path.join(dir, `${name}-640.webp`), 640, 400);
      written.push(`/images/projects/${project.id}/${name}.webp`);
    }
    const coverSvg = thumbnailSvg(project, (drawing.cover ?? drawing.screens[0])());
    total += await render(coverSvg, path.join(dir, 'thumbnail.webp'), 640, 360);
    if (JSON.stringify(project.images) !== JSON.stringify(written)) {
      problems.push(`${project.id}: content lists ${JSON.stringify(project.images)} but the script drew ${JSON.stringify(written)}`);
    }
    console.log(`${project.id}: ${written.length} screenshots + thumbnail`);
  }
  console.log(`Total ${(total / 1024).toFixed(0)} KiB written to public/images/projects/`);
  for (const problem of problems) console.warn(`warning: ${problem}`);
  await stat(publicDir); // fails loudly if run from an unexpected place
}

await main();
