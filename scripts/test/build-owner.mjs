// Builds a test owner's site the way that owner's own repository would build it: in a build-only
// copy of the repository (.owner-builds/{name}/, git-ignored) whose content/ is the owner's folder
// and whose public/ holds only that owner's pictures (the folder's own public/, if any). The real
// content/, public/ and out/ are neither read nor touched, so an owner's files never reach a test
// owner's site, and a test owner's pictures never sit in the owner's public/. Packages resolve from
// the repository's node_modules/ above the copy, as in a monorepo. A test owner may be another one
// plus changes (the bilingual owner is the sparse one plus its translation: its files re-export the
// sparse owner's by relative imports); the owners it builds on are copied beside content/, so those
// imports hold, and their pictures lie under its own.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteEnv } from '../../lib/content/buildTarget.mjs';
import { runLabelled } from './prefixed.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The engine: everything a build runs, copied as it is in the working tree. */
const ENGINE = ['app', 'components', 'lib', 'scripts', 'next.config.ts', 'package.json', 'tsconfig.json'];

/** Where the build-only copy for the export `target` lives (kept after the build, for reading its content). */
export const stageOf = (target) => path.join(root, '.owner-builds', path.basename(target));

/**
 * The environment that makes a script of the engine read the owner built in the build-only copy
 * `stage` (its content and pictures), not content/: for the checks of its export that read the
 * content, such as the link check, which checks links to the site's own address (its site.url).
 */
export const ownerEnv = (stage) => ({ CONTENT_DIR: path.join(stage, 'content'), PUBLIC_DIR: path.join(stage, 'public') });

/** The folders of the other owners whose files the owner in `source` imports (`'../sparse-owner/home'`). */
export function baseOwners(source) {
  const fixtures = path.dirname(source);
  const found = new Set();
  for (const file of readdirSync(source, { recursive: true }).filter((name) => /\.tsx?$/.test(name))) {
    const at = path.join(source, file);
    for (const [, specifier] of readFileSync(at, 'utf8').matchAll(/from '(\.\.\/[^']+)'/g)) {
      const imported = path.resolve(path.dirname(at), specifier);
      if (path.relative(source, imported).startsWith('..')) found.add(path.join(fixtures, path.relative(fixtures, imported).split(path.sep)[0]));
    }
  }
  return [...found];
}

/**
 * Builds the owner in `ownerDir` (relative to the repository, e.g. tests/fixtures/full-owner) into
 * `target` (e.g. out-full-owner), with `env` added to the environment; `label` prefixes the build's
 * output lines. Throws if the build fails.
 */
export async function buildOwner(ownerDir, target, env = {}, label = '') {
  const source = path.resolve(root, ownerDir);
  const stage = stageOf(target);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  for (const entry of ENGINE) cpSync(path.join(root, entry), path.join(stage, entry), { recursive: true });
  mkdirSync(path.join(stage, 'public'));
  for (const owner of [...baseOwners(source), source]) {
    // A test owner's pictures are in its own public/; a site's (a copy the owner paths walked on,
    // ./owner-paths.mjs) in public/ beside its content/.
    const ownPictures = owner === source && path.basename(source) === 'content' ? path.join(path.dirname(source), 'public') : path.join(owner, 'public');
    const at = owner === source ? 'content' : path.basename(owner);
    cpSync(owner, path.join(stage, at), { recursive: true, filter: (file) => file !== ownPictures });
    if (existsSync(ownPictures)) cpSync(ownPictures, path.join(stage, 'public'), { recursive: true });
  }
  // The copy is a whole owner: nothing points back at another content or picture folder.
  const inherited = siteEnv();
  console.log(`${label && `[${label}] `}Building ${ownerDir} into ${path.relative(root, target) || target}/ (in ${path.relative(root, stage)}/)...`);
  // Asynchronous, so that this process can meanwhile answer the build (a stub API) or run another.
  // --typechecked: `npm run typecheck` checks the engine and every test owner (tests/fixtures/).
  const status = await runLabelled('npm', ['run', 'build', '--silent', '--', '--typechecked'], {
    cwd: stage,
    env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', ...env },
    label,
  });
  if (status !== 0) throw new Error(`The build of ${ownerDir} failed (exit ${status}).`);
  const out = path.resolve(root, target);
  rmSync(out, { recursive: true, force: true });
  renameSync(path.join(stage, 'out'), out);
  return stage;
}
