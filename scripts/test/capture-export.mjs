// Refreshes tests/fixtures/export/, the pages the postbuild's steps are tested on
// (the postbuild's unit tests): two pages exactly as `next build` exports them, before the
// postbuild rewrites them, the stylesheets they link, and the list of the export's other files. Run it after upgrading Next.js
// (the test fails while the fixture comes from another version):
//   node scripts/test/capture-export.mjs
// It runs the prebuild and `next build` without the npm postbuild hook, copies the pages, then runs
// the postbuild, so out/ ends up as after `npm run build`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'out');
const fixtureDir = path.join(root, 'tests/fixtures/export');
// A small page with no extras (404.html) and one with JSON-LD and a streamed (Suspense) part.
const PAGES = ['404.html', 'about/index.html'];

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

run('npm', ['run', 'prebuild', '--silent']);
run(path.join(root, 'node_modules/.bin/next'), ['build']);

const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .sort();
rmSync(fixtureDir, { recursive: true, force: true });
const stylesheets = new Set();
for (const page of PAGES) {
  mkdirSync(path.dirname(path.join(fixtureDir, page)), { recursive: true });
  copyFileSync(path.join(outDir, page), path.join(fixtureDir, page));
  const html = readFileSync(path.join(outDir, page), 'utf8');
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)) stylesheets.add(href);
}
for (const file of stylesheets) {
  mkdirSync(path.dirname(path.join(fixtureDir, file)), { recursive: true });
  copyFileSync(path.join(outDir, file), path.join(fixtureDir, file));
}
const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'));
const manifest = { next: version, pages: PAGES, otherFiles: files.filter((file) => !file.endsWith('.html')) };
writeFileSync(path.join(fixtureDir, 'export.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Captured ${PAGES.join(', ')}, the ${stylesheets.size} stylesheets they link and ${manifest.otherFiles.length} other file names from a Next.js ${version} export into tests/fixtures/export/.`);

run(process.execPath, ['scripts/build/postbuild.mjs']);
