// Which site a build, a script or a test reads: the owner's content folder, their pictures folder
// and the language rendered. The one reading of CONTENT_DIR, PUBLIC_DIR, SITE_LANGUAGE, SITE_COMMENTS and NODE_ENV
// for next.config.ts (the "@/content" alias), the Node hooks of the
// scripts (scripts/node/ts-hooks.mjs), the content check, the loader (lib/content/index.ts), Jest
// (jest.config.js) and the helpers that run the loader for another owner or language
// (scripts/test/ownerContent.ts, scripts/test/build-owner.mjs). Plain JavaScript so that all of
// them can import it before any TypeScript is compiled.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** A language code as a build of another language than the default one is given it ("ar", "pt-br"). */
const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/** @typedef {Record<string, string | undefined>} Env */
/**
 * @typedef {object} ContentDir
 * @property {string} absolute the folder on this disk
 * @property {string} shown how messages name it
 * @property {string | undefined} alias the "./…" path of "@/content"; undefined for content/ itself
 */
/**
 * @typedef {object} Site
 * @property {ContentDir} content
 * @property {string} publicDir
 * @property {string} language
 * @property {string} languagePrefix
 * @property {boolean} drafts
 */

/**
 * The content folder, from CONTENT_DIR (relative to the project root, or absolute; spaces and
 * trailing slashes ignored), content/ when it is unset or empty.
 * - absolute: the folder on this disk;
 * - shown: how messages name it: relative to the root when it is inside, else absolute;
 * - alias: the "./…" path next.config.ts gives the bundler for "@/content" (Turbopack resolves
 *   aliases from the project root); undefined for content/ itself, which needs none.
 * @param {Env} [env]
 * @returns {ContentDir}
 */
export function resolveContentDir(env = process.env, root = process.cwd()) {
  const named = (env.CONTENT_DIR ?? '').trim();
  const absolute = path.resolve(root, named || 'content');
  const relative = path.relative(root, absolute).split(path.sep).join('/') || '.';
  const outside = relative.startsWith('..') || path.isAbsolute(relative);
  return {
    absolute,
    shown: outside ? absolute : relative,
    alias: absolute === path.resolve(root, 'content') ? undefined : `./${relative}`,
  };
}

/**
 * The site the environment names:
 * - content: the content folder (resolveContentDir);
 * - publicDir: the pictures, public/ or the folder PUBLIC_DIR names (a test owner's own pictures,
 *   e.g. tests/fixtures/full-owner/public, which its build copies into the public/ of a build-only copy);
 * - language: the language a script renders (the résumé and social images of one language),
 *   SITE_LANGUAGE ("" for the default language; a value that is not a language code is "" here and
 *   stops the build in the content check); the site's pages render every language in one build;
 * - languagePrefix: "/{language}", that language's routes;
 * - drafts: whether draft notes show (under `next dev` only: never in an export).
 * @param {Env} [env]
 * @returns {Site}
 */
export function resolveSite(env = process.env, root = process.cwd()) {
  const language = (env.SITE_LANGUAGE ?? '').trim();
  const code = LANGUAGE_CODE.test(language) ? language : '';
  return {
    content: resolveContentDir(env, root),
    publicDir: path.resolve(root, (env.PUBLIC_DIR ?? '').trim() || 'public'),
    language: code,
    languagePrefix: code && `/${code}`,
    drafts: env.NODE_ENV === 'development',
  };
}

/**
 * `env` naming another site: its content folder, pictures and language, each left to its default
 * (content/, public/, the default language) when not given, whatever `env` said. For a process that
 * runs the loader or a build for that site.
 * @template {Env} [E=NodeJS.ProcessEnv]
 * @param {{ contentDir?: string, publicDir?: string, language?: string }} [site]
 * @param {E} [env]
 * @returns {E}
 */
export function siteEnv({ contentDir, publicDir, language } = {}, env) {
  /** @type {Env} */
  const named = { ...(env ?? process.env) };
  delete named.CONTENT_DIR;
  delete named.PUBLIC_DIR;
  delete named.SITE_LANGUAGE;
  if (contentDir) named.CONTENT_DIR = contentDir;
  if (publicDir) named.PUBLIC_DIR = publicDir;
  if (language) named.SITE_LANGUAGE = language;
  return /** @type {E} */ (named);
}

/** Content files an owner may leave out, and the engine's stand-in for each (it exports nothing). */
export const OPTIONAL_CONTENT = /** @type {const} */ ({ integrations: 'lib/content/integrationsStandIn.ts' });

/**
/**
 * Whether a build's pages may show comments, so that their frame's code goes into the bundles:
 * never without integrations.ts; with it, unless SITE_COMMENTS is "0", which scripts/build/build.mjs
 * sets when it has read the file and no kind of page shows comments (a site with analytics only).
 * Without that word (`next dev`, a bare `next build`) the code is in, and comments work.
 * @param {string} contentDir
 * @param {Record<string, string | undefined>} [env]
 */
export function mayShowComments(contentDir, env = process.env) {
  return existsSync(path.join(contentDir, 'integrations.ts')) && (env.SITE_COMMENTS ?? '').trim() !== '0';
}

/**
 * The stand-ins the content folder needs: those of the optional files it does not have.
 * @param {string} contentDir
 */
export function missingOptionalContent(contentDir) {
  return Object.entries(OPTIONAL_CONTENT).filter(([name]) => !existsSync(path.join(contentDir, `${name}.ts`)));
}
