// Where the owner's content is: content/, or the folder CONTENT_DIR names (the test suite's
// fixture owners, or a site made with `npm run new-site`). The one reading of the variable, for
// next.config.ts (the "@/content" alias), the Node hooks of the build scripts
// (scripts/node/ts-hooks.mjs) and the loader (lib/content/index.ts). Plain JavaScript so that all
// three can import it before any TypeScript is compiled.
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The content folder, from CONTENT_DIR (relative to the project root, or absolute; spaces and
 * trailing slashes ignored), content/ when it is unset or empty.
 * - absolute: the folder on this disk;
 * - shown: how messages name it: relative to the root when it is inside, else absolute;
 * - alias: the "./…" path next.config.ts gives the bundler for "@/content" (Turbopack resolves
 *   aliases from the project root); undefined for content/ itself, which needs none.
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

/** Content files an owner may leave out, and the engine's stand-in for each (it exports nothing). */
export const OPTIONAL_CONTENT = { integrations: 'lib/content/noIntegrations.ts' };

/** The stand-ins the content folder needs: those of the optional files it does not have. */
export function missingOptionalContent(contentDir) {
  return Object.entries(OPTIONAL_CONTENT).filter(([name]) => !existsSync(path.join(contentDir, `${name}.ts`)));
}
