// First-load JavaScript budget per route (./js-budget.mjs): the engine's own cost on the route,
// plus the cost of each build-time feature the export turns on, plus a tolerance, from
// tests/budget.json. Project pages share one budget, the largest of them; so do note pages and tag
// pages, and the later pages of a list of notes share the budget of its first page.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePathOf } from '../node/base-path.mjs';
import { cliArgs } from '../node/cliArgs.mjs';
import { compare, engineFigures, featuresOf, measureExport } from './js-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgetFile = path.join(root, 'tests/budget.json');
const { values } = cliArgs('npm run budget -- [options]', {
  dir: { type: 'string', value: 'folder', help: 'the export to check (default: out): fail when a route is over its budget' },
  update: { type: 'boolean', help: "write the figures of the engine's reference builds (docs/performance.md) to tests/budget.json" },
});
const dir = path.resolve(values.dir ?? 'out');
const spec = JSON.parse(readFileSync(budgetFile, 'utf8'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

if (values.update) {
  const { basePath } = JSON.parse(readFileSync(path.join(root, 'tests/basepath-build.json'), 'utf8'));
  const reference = measureExport(path.join(root, 'out-full-owner'), '');
  const { engine, features } = engineFigures(reference, { languages: measureExport(path.join(root, 'out-bilingual-owner'), basePath) });
  for (const [name, bytes] of Object.entries(features)) spec.features[name].bytes = bytes;
  writeFileSync(budgetFile, `${JSON.stringify({ ...spec, engine }, null, 2)}\n`);
  console.log(Object.entries(engine).map(([route, bytes]) => `${route.padEnd(30)} ${kb(bytes).padStart(10)}`).join('\n'));
  console.log(`Features: ${Object.entries(features).map(([name, bytes]) => `${name} +${kb(bytes)}`).join(', ')}`);
  console.log(`Written to ${path.relative(process.cwd(), budgetFile)}.`);
} else {
  const features = featuresOf(dir);
  const rows = compare(measureExport(dir, basePathOf()), spec, features);
  const added = features.map((name) => ` + ${name} ${kb(spec.features[name].bytes)}`).join('');
  console.log(`Budget per route: the engine's cost${added} + ${kb(spec.tolerance)} tolerance (tests/budget.json)`);
  console.log('Route                          first-load JS (gzip)   budget');
  for (const { route, bytes, budget, over } of rows) {
    console.log(`${route.padEnd(30)} ${kb(bytes).padStart(10)}        ${budget === undefined ? '—' : kb(budget)}  ${over ? 'OVER' : 'ok'}`);
  }
  const failures = rows.filter((row) => row.over).map((row) => (row.budget === undefined ? `${row.route} (a route the engine has no budget for)` : row.route));
  if (failures.length) {
    console.error(`\nOver budget: ${failures.join(', ')}. The engine's code on these routes grew: make it lighter,`);
    console.error('or if the growth is intended, build the test owners and run `npm run budget -- --update` (docs/performance.md).');
    process.exit(1);
  }
}
