// Imports the owner's TypeScript content (and the lib/ helpers it needs) from a plain Node
// script; see ts-hooks.mjs.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);

/** The content modules the generators read, merged into one object of named exports. */
export async function loadContent() {
  const modules = await Promise.all([
    import('@/content/profile'),
    import('@/content/about'),
    import('@/content/experience'),
    import('@/content/projects'),
    import('@/content/resume'),
  ]);
  return Object.assign({}, ...modules);
}

/** A TypeScript module of the repository by its "@/..." path. */
export function importTs(specifier) {
  return import(specifier);
}
