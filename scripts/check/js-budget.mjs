// The first-load JavaScript budget of an export, as the engine sets it: what the engine's own code
// costs on each route (measured on the full test owner, who uses every optional content feature),
// plus the measured cost of each build-time feature the export turns on, plus a tolerance for
// build-to-build noise. Content adds no JavaScript of its own (it is HTML and page data), so the
// budget holds for any valid content, while a kilobyte more of engine code on a route is over.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstLoadBytes } from './first-load.mjs';

// Dynamic routes whose pages share one budget (the largest of them).
const TEMPLATES = [
  { pattern: /^\/projects\/[^/]+\/$/, route: '/projects/[projectId]/' },
  { pattern: /^\/notes\/tag\/[^/]+\/$/, route: '/notes/tag/[tag]/' },
  // The later pages of the notes list and of the tag pages share their first page's budget.
  { pattern: /^\/notes\/page\/\d+\/$/, route: '/notes/' },
  { pattern: /^\/notes\/tag\/[^/]+\/page\/\d+\/$/, route: '/notes/tag/[tag]/' },
  { pattern: /^\/notes\/series\/[^/]+\/$/, route: '/notes/series/[series]/' },
  { pattern: /^\/notes\/(?!tag\/)[^/]+\/$/, route: '/notes/[slug]/' },
];
/**
 * The engine's budgets (tests/budget.json).
 * @typedef {{ tolerance: number, engine: Record<string, number>, features: Record<string, { bytes: number, what?: string }> }} BudgetSpec
 */
/** @typedef {{ route: string, bytes: number, budget: number | undefined, over: boolean }} BudgetRow */

// Copies of 404.html that Next also writes; not routes of their own.
const SKIP = new Set(['404/index.html', '_not-found/index.html']);

/**
 * A site in several languages exports each other language's pages under /{language}/, each
 * language with its own home page and résumé (scripts/build/build.mjs writes its resume.json): its
 * pages share the budgets of the same routes.
 * @param {string} dir
 */
export function languageFolders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(path.join(dir, entry.name, 'index.html')) && existsSync(path.join(dir, entry.name, 'resume.json')))
    .map((entry) => entry.name);
}

/**
 * The build-time features that add code to pages, and how an export shows it turned one on.
 * @type {Record<string, { what: string, on: (dir: string) => boolean }>}
 */
export const FEATURES = {
  languages: { what: 'a site in several languages: the language switch in the top bar and the menu', on: (dir) => languageFolders(dir).length > 0 },
};

/**
 * The features `dir` turns on, by name.
 * @param {string} dir
 */
export const featuresOf = (dir) => Object.entries(FEATURES).filter(([, feature]) => feature.on(dir)).map(([name]) => name);

/**
 * First-load JavaScript (gzip bytes) of each route of the export `dir`, built under `base`.
 * @param {string} dir
 * @param {string} base
 */
export function measureExport(dir, base) {
  const languages = languageFolders(dir);
  const prefix = new RegExp(`^(${languages.join('|') || '-'})/`);
  /** @type {Record<string, number>} */
  const measured = {};
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'))) {
    if (!file.endsWith('.html') || SKIP.has(file.replace(prefix, ''))) continue;
    const html = readFileSync(path.join(dir, file), 'utf8');
    // A page without any script (a note's old address, scripts/build/steps/redirects.ts) loads nothing to budget.
    if (!/<script\b/i.test(html)) continue;
    const route = routeOf(file.replace(prefix, ''));
    measured[route] = Math.max(measured[route] ?? 0, firstLoadBytes(html, dir, base));
  }
  return measured;
}

/** @param {string} file */
function routeOf(file) {
  const route = file === '404.html' ? '/404' : `/${file.replace(/index\.html$/, '')}`;
  return TEMPLATES.find((t) => t.pattern.test(route))?.route ?? route;
}

/**
 * Each measured route against its budget (tests/budget.json's `engine` + `features` + `tolerance`):
 * { route, bytes, budget (undefined: the engine has none), over }.
 * @param {Record<string, number>} measured
 * @param {BudgetSpec} spec
 * @param {string[]} features
 * @returns {BudgetRow[]}
 */
export function compare(measured, spec, features) {
  const added = features.reduce((sum, name) => sum + (spec.features[name]?.bytes ?? 0), 0);
  return Object.entries(measured)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, bytes]) => {
      const engine = spec.engine[route];
      const budget = engine === undefined ? undefined : engine + added + spec.tolerance;
      return { route, bytes, budget, over: budget === undefined || bytes > budget };
    });
}

/**
 * The engine's figures from its reference builds: each route as the full test owner's export
 * measures it, and each feature's cost as the most it adds to any route (a feature adds the same
 * code to every page; on some routes the reference owner's content loads code the other owner's
 * does not, which would hide part of it).
 * @param {Record<string, number>} reference
 * @param {Record<string, Record<string, number>>} withFeature
 */
export function engineFigures(reference, withFeature) {
  const engine = Object.fromEntries(Object.entries(reference).sort(([a], [b]) => a.localeCompare(b)));
  const costs = Object.entries(withFeature).map(([name, measured]) => {
    const added = Object.keys(measured).filter((route) => route in reference).map((route) => (measured[route] ?? 0) - (reference[route] ?? 0));
    return [name, Math.max(0, ...added)];
  });
  return { engine, features: Object.fromEntries(costs) };
}
