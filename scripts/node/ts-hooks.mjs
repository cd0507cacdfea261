// Node module hooks that let the build scripts import the site's TypeScript (content/ and lib/)
// without a separate compiler: `@/` resolves to the project root, extensionless imports find their
// .ts/.tsx file, and TypeScript is stripped with the project's own `typescript` package.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { OPTIONAL_CONTENT, resolveSite } from '../../lib/content/buildTarget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The site's content folder (CONTENT_DIR, e.g. tests/fixtures/sparse-owner, else content/) for
// "@/content/..." imports, as in next.config.ts.
const contentDir = resolveSite(process.env, root).content.absolute;
// An import names a file with its extension, or a .ts/.tsx file or folder index without one.
const SUFFIXES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function findFile(base) {
  if (/\.[cm]?[jt]sx?$/.test(base) && existsSync(base)) return base;
  return SUFFIXES.map((suffix) => base + suffix).find((file) => existsSync(file));
}

export async function resolve(specifier, context, nextResolve) {
  const parent = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : undefined;
  let base;
  if (specifier === '@/content' || specifier.startsWith('@/content/')) base = path.join(contentDir, specifier.slice(10));
  else if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (parent && /\.tsx?$/.test(parent) && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    base = path.resolve(path.dirname(parent), specifier);
  }
  // An optional content file the owner left out: the engine's stand-in.
  const standIn = OPTIONAL_CONTENT[specifier.slice('@/content/'.length)];
  const file = (base && findFile(base)) || (specifier.startsWith('@/content/') && standIn && path.join(root, standIn));
  if (file) return { url: pathToFileURL(file).href, shortCircuit: true };
  // Build scripts run outside React's server environment but may import server-only modules.
  if (specifier === 'server-only') return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] });
  return nextResolve(specifier, context);
}

// Stripping the types of a file costs the same every time a script starts (the test suite starts
// hundreds), so the output is kept by the hash of the source, its kind (.ts or .tsx) and the
// compiler's version: a changed file, or another TypeScript, is stripped again. The cache sits in
// the node_modules/ the compiler comes from, so copies of the repository that use those packages
// (the test owners' builds) share it. A cache that can't be written is simply not kept.
const TS_PACKAGE = createRequire(import.meta.url).resolve('typescript/package.json');
const CACHE = path.join(path.dirname(TS_PACKAGE), '../.cache/ts-hooks');
const TS_VERSION = JSON.parse(readFileSync(TS_PACKAGE, 'utf8')).version;
/** The compiler, loaded the first time a file is not in the cache (loading it costs more than most scripts' work). */
let compiler;

async function transpile(file, source) {
  compiler ??= import('typescript').then((module) => module.default);
  const ts = await compiler;
  const compilerOptions = { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false };
  return ts.transpileModule(source, { fileName: file, compilerOptions }).outputText;
}

async function strip(file, source) {
  const key = createHash('sha256').update(`${TS_VERSION}\0${path.extname(file)}\0${source}`).digest('hex');
  const cached = path.join(CACHE, `${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  const outputText = await transpile(file, source);
  try {
    mkdirSync(CACHE, { recursive: true });
    // Written whole, then renamed: a script starting meanwhile never reads half a file.
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, outputText);
    renameSync(partial, cached);
  } catch {
    // A read-only or full disk: stripped again next time.
  }
  return outputText;
}

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  return { format: 'module', source: await strip(file, readFileSync(file, 'utf8')), shortCircuit: true };
}
