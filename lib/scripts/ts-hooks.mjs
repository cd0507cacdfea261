// Module hooks that let the content scripts import content/*.ts with plain Node (no extra
// dependency): "@/..." resolves to the repository root, extensionless imports find ".ts" files,
// and TypeScript is transpiled with the compiler the project already has.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = new URL('../../', import.meta.url);

// The files an import without extension may mean, in the order TypeScript tries them.
function candidates(base) {
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].filter((url) => /\.tsx?$/.test(url));
}

export async function resolve(specifier, context, nextResolve) {
  let base;
  if (specifier.startsWith('@/')) base = new URL(specifier.slice(2), root).href;
  else if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.endsWith('.ts')) {
    base = new URL(specifier, context.parentURL).href;
  }
  if (base) {
    const found = candidates(base).find((url) => existsSync(fileURLToPath(url)));
    if (found) return { url: found, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
