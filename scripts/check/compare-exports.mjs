// Compares two exports of the same content (e.g. out/ of this engine and of an older one): every
// page, feed, sitemap and data file must be the same, byte for byte, once the names that change
// with any rebuild are set aside (the build id and the content-hashed script file names, whose
// contents are compared by total size instead). Prints each file that differs and exits 1.
// Usage: node scripts/check/compare-exports.mjs <before-dir> <after-dir>
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2).map((dir) => path.resolve(dir ?? ''));
if (!before || !after) {
  console.error('Usage: node scripts/check/compare-exports.mjs <before-dir> <after-dir>');
  process.exit(2);
}

const files = (dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => statSync(path.join(dir, file)).isFile());
const isScript = (file) => file.startsWith(`_next${path.sep}`);
/** The build id (a folder of _next/static) and hashed chunk names, replaced by placeholders. */
function normalise(dir, text) {
  const ids = readdirSync(path.join(dir, '_next', 'static')).filter((name) => !['chunks', 'media'].includes(name));
  let result = text;
  for (const id of ids) result = result.split(id).join('BUILD_ID');
  return result.replace(/_next\/static\/(chunks|media)\/[\w.~-]+/g, '_next/static/$1/HASHED').replace(/(?:sha256|sha384)-[A-Za-z0-9+/=]+/g, 'HASH');
}

const left = new Set(files(before).filter((file) => !isScript(file)));
const right = new Set(files(after).filter((file) => !isScript(file)));
const problems = [];
for (const file of left) if (!right.has(file)) problems.push(`only before: ${file}`);
for (const file of right) if (!left.has(file)) problems.push(`only after: ${file}`);
for (const file of left) {
  if (!right.has(file)) continue;
  const a = readFileSync(path.join(before, file));
  const b = readFileSync(path.join(after, file));
  if (a.equals(b)) continue;
  if (/\.(html|txt|xml|json|webmanifest|_headers)$|_headers$/.test(file) && normalise(before, a.toString('utf8')) === normalise(after, b.toString('utf8'))) continue;
  problems.push(`differs: ${file}`);
}
const scriptBytes = (dir) => files(dir).filter(isScript).reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
console.log(`Scripts: ${scriptBytes(before)} bytes before, ${scriptBytes(after)} after.`);
if (problems.length) {
  console.error(`${problems.length} files differ:\n  ${problems.slice(0, 40).join('\n  ')}`);
  process.exit(1);
}
console.log(`Same export: ${left.size} files compared.`);
