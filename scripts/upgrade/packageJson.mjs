// package.json is merged key by key rather than line by line: the new engine's dependency versions
// and scripts, with what the owner added of their own (a dependency, a script, their site's name)
// kept. A dependency the owner changed is kept as theirs only while the new engine leaves it as it was.

const DEPENDENCY_FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides'];
/** @typedef {Record<string, unknown>} Json */

/** @type {(a: unknown, b: unknown) => boolean} */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One map merged: the engine's entries, the owner's own kept. Returns the merged map and what the owner kept.
 * @param {Json | undefined} ours
 * @param {Json | undefined} base
 * @param {Json | undefined} theirs
 * @param {boolean} sort
 */
function mergeMap(ours = {}, base = {}, theirs = {}, sort) {
  /** @type {Json} */
  const merged = { ...theirs };
  /** @type {string[]} */
  const kept = [];
  for (const [name, value] of Object.entries(ours)) {
    if (!(name in base)) {
      // The owner's addition; the engine's own entry of the same name wins.
      if (!(name in theirs)) {
        merged[name] = value;
        kept.push(name);
      }
    } else if (!same(value, base[name]) && same(theirs[name], base[name])) {
      merged[name] = value;
      kept.push(name);
    }
  }
  const entries = Object.entries(merged);
  if (sort) entries.sort(([a], [b]) => a.localeCompare(b, 'en'));
  return { map: Object.fromEntries(entries), kept };
}

/**
 * The merged package.json text from the three versions' texts, and the owner's kept entries
 * ("dependencies.left-pad", "scripts.deploy", "name"). A side without the file counts as {}.
 * @param {{ ours?: string, base?: string, theirs?: string }} texts
 * @returns {{ text: string, kept: string[] }}
 */
export function mergePackageJson({ ours, base, theirs }) {
  /** @type {Json[]} */
  const [o = {}, b = {}, t = {}] = [ours, base, theirs].map((text) => (text === undefined ? {} : JSON.parse(text)));
  /** @type {Json} */
  const merged = {};
  /** @type {string[]} */
  const kept = [];
  for (const key of new Set([...Object.keys(t), ...Object.keys(o)])) {
    if (DEPENDENCY_FIELDS.includes(key) || key === 'scripts') {
      const result = mergeMap(
        /** @type {Json | undefined} */ (o[key]),
        /** @type {Json | undefined} */ (b[key]),
        /** @type {Json | undefined} */ (t[key]),
        key !== 'scripts' && key !== 'overrides',
      );
      if (Object.keys(result.map).length || key in t) merged[key] = result.map;
      kept.push(...result.kept.map((name) => `${key}.${name}`));
    } else if (key in o && !same(o[key], b[key]) && (same(t[key], b[key]) || !(key in b))) {
      // Top-level settings the owner changed (name, description) and the engine did not.
      merged[key] = o[key];
      kept.push(key);
    } else if (key in t) {
      merged[key] = t[key];
    }
  }
  return { text: `${JSON.stringify(merged, null, 2)}\n`, kept };
}
