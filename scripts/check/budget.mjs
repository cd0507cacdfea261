// First-load JavaScript budget per route (./first-load.mjs: the gzip size of every script a
// route's exported HTML loads), compared with tests/budget.json. Project pages share one budget, the largest of them; so do note pages and tag pages, and the
// later pages of a list of notes share the budget of its first page.
// Usage: node scripts/check/budget.mjs [--dir out]   check, fail when a route is over
//        node scripts/check/budget.mjs --update     set each budget to today's size + 2%
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoadBytes } from './first-load.mjs';

// Budget = measured size + 2% (about 3 kB): room for build-to-build noise, not for a new feature.
const HEADROOM = 1.02;
const budgetFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/budget.json');
const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const dir = path.resolve(dirIndex >= 0 ? args[dirIndex + 1] : 'out');
const update = args.includes('--update');

// Dynamic routes whose pages share one budget.
const TEMPLATES = [
  { pattern: /^\/projects\/[^/]+\/$/, route: '/projects/[projectId]/' },
  { pattern: /^\/notes\/tag\/[^/]+\/$/, route: '/notes/tag/[tag]/' },
  // The later pages of the notes list and of the tag pages share their first page's budget.
  { pattern: /^\/notes\/page\/\d+\/$/, route: '/notes/' },
  { pattern: /^\/notes\/tag\/[^/]+\/page\/\d+\/$/, route: '/notes/tag/[tag]/' },
  { pattern: /^\/notes\/series\/[^/]+\/$/, route: '/notes/series/[series]/' },
  { pattern: /^\/notes\/(?!tag\/)[^/]+\/$/, route: '/notes/[slug]/' },
];
// Copies of 404.html that Next also writes; not routes of their own.
const SKIP = new Set(['404/index.html', '_not-found/index.html']);

// A site in several languages exports each other language as a whole site of its own under
// /{language}/ (scripts/build/build.mjs): its pages share the budgets of the same routes.
const languageFolders = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(path.join(dir, entry.name, '_next')))
  .map((entry) => entry.name);

const measured = {};
const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.html') && !SKIP.has(file.replace(new RegExp(`^(${languageFolders.join('|') || '-'})/`), '')));
for (const file of pages) {
  const route = routeOf(file);
  const bytes = firstLoadBytes(readFileSync(path.join(dir, file), 'utf8'), dir);
  measured[route] = Math.max(measured[route] ?? 0, bytes);
}

if (update) {
  const routes = Object.fromEntries(Object.entries(measured).sort().map(([r, b]) => [r, Math.ceil(b * HEADROOM)]));
  const note = 'First-load JS per route, gzip bytes: measured + 2%. Update: npm run budget -- --update';
  writeFileSync(budgetFile, `${JSON.stringify({ note, routes }, null, 2)}\n`);
  report(routes);
  console.log(`Budgets written to ${path.relative(process.cwd(), budgetFile)}.`);
} else {
  const { routes } = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const failures = report(routes);
  if (failures.length) {
    console.error(`\nOver budget: ${failures.join(', ')}. Make the route lighter, or if the growth is`);
    console.error('intended, run `npm run budget -- --update` and commit tests/budget.json.');
    process.exit(1);
  }
}

function report(budgets) {
  const failures = [];
  console.log('Route                          first-load JS (gzip)   budget');
  for (const [route, bytes] of Object.entries(measured).sort()) {
    const budget = budgets[route];
    const ok = budget !== undefined && bytes <= budget;
    if (!ok) failures.push(budget === undefined ? `${route} (no budget)` : route);
    console.log(`${route.padEnd(30)} ${kb(bytes).padStart(10)}        ${budget === undefined ? '—' : kb(budget)}  ${ok ? 'ok' : 'OVER'}`);
  }
  return failures;
}

function routeOf(exportPath) {
  const language = languageFolders.find((name) => exportPath.startsWith(`${name}/`));
  const file = language ? exportPath.slice(language.length + 1) : exportPath;
  const route = file === '404.html' ? '/404' : `/${file.replace(/index\.html$/, '')}`;
  return TEMPLATES.find((t) => t.pattern.test(route))?.route ?? route;
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
