// Node module hooks that let the build scripts import the site's TypeScript (content/ and lib/)
// without a separate compiler: `@/` resolves to the project root, extensionless imports find their
// .ts/.tsx file, and TypeScript is stripped with the project's own `typescript` package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { OPTIONAL_CONTENT, resolveSite } from '../../lib/content/site.mjs';

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

export async function load(url, context, nextLoad) {
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: false,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
