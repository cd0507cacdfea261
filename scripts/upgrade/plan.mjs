// The upgrade's plan, file by file, worked out before anything in the site changes: what each file
// becomes (its new bytes), which files go, which stay the owner's, and every conflict.
import { isOwnerFile, SPECIAL_FILES } from './fileOwner.mjs';
import { mergeThreeWay } from './merge.mjs';
import { mergePackageJson } from './packageJson.mjs';
import { blob } from './engineSource.mjs';

const LINK = '120000';
const parentOf = (file) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/**
 * Whether the owner left the folder holding `file` as the base had it: every base file under the
 * nearest folder the base has is unchanged, and the owner added none. A new sample file is added
 * only there (a new sample project appears while the projects are still the sample's, never among
 * the owner's own).
 */
function untouchedFolder(file, site, base) {
  let folder = parentOf(file);
  const hasFolder = (tree, prefix) => [...tree.keys()].some((name) => name.startsWith(`${prefix}/`));
  while (folder.includes('/') && !hasFolder(base, folder)) folder = parentOf(folder);
  const inside = (name) => name.startsWith(`${folder}/`);
  for (const [name, entry] of base) if (inside(name) && site.get(name)?.oid !== entry.oid) return false;
  for (const name of site.keys()) if (inside(name) && !base.has(name)) return false;
  return true;
}

/**
 * @param {{ site: Map, base: Map, target: Map, siteRoot: string, bare: string, tmp: string }} input
 *   site, base and target: Map path → { mode, oid } of the site's HEAD, the base and the target.
 * @returns {{ writes: Map<string, {data: Buffer, mode: string}>, removes: string[], conflicts: object[], lists: object }}
 */
export function planUpgrade({ site, base, target, siteRoot, bare, tmp }) {
  const writes = new Map();
  const removes = [];
  const conflicts = [];
  const lists = {
    updated: [],
    added: [],
    merged: [],
    removed: [],
    kept: [],
    keptRemoved: [],
    sampleUpdated: [],
    sampleAdded: [],
    sampleRemoved: [],
    packageKept: [],
  };
  const siteBlob = (file) => blob(siteRoot, site.get(file).oid);
  const engineBlob = (tree, file) => (tree.has(file) ? blob(bare, tree.get(file).oid) : undefined);
  const take = (file) => writes.set(file, { data: engineBlob(target, file), mode: target.get(file).mode });

  for (const file of [...new Set([...site.keys(), ...base.keys(), ...target.keys()])].sort()) {
    const [s, b, t] = [site.get(file), base.get(file), target.get(file)];
    const id = (entry) => entry?.oid;
    if (id(s) === id(t) && s?.mode === t?.mode) continue;
    if (SPECIAL_FILES.has(file)) continue;
    const changedBySite = id(s) !== id(b);
    const changedByEngine = id(t) !== id(b);
    if (!changedByEngine) continue; // the engine left it: the owner's version (or absence) stays
    if ([s, b, t].some((entry) => entry?.mode === LINK)) {
      conflicts.push({ file, reason: 'a symbolic link: upgrade never writes or follows links; change it by hand' });
      continue;
    }
    if (isOwnerFile(file)) {
      // The owner's file: touched only while it is still the sample's as the base had it.
      if (s && changedBySite) continue;
      if (!s && b) continue; // the owner removed the sample's file
      if (!t) { removes.push(file); lists.sampleRemoved.push(file); continue; }
      if (!s && !untouchedFolder(file, site, base)) continue;
      take(file);
      (s ? lists.sampleUpdated : lists.sampleAdded).push(file);
      continue;
    }
    if (!changedBySite) {
      if (!t) { removes.push(file); lists.removed.push(file); continue; }
      take(file);
      (s ? lists.updated : lists.added).push(file);
      continue;
    }
    // Changed by both sides.
    if (!t) { lists.keptRemoved.push(file); continue; }
    if (!s) {
      conflicts.push({ file, reason: 'you deleted this engine file and the new engine changes it' });
      continue;
    }
    const result = mergeThreeWay({ ours: siteBlob(file), base: engineBlob(base, file), theirs: engineBlob(target, file), tmp });
    if (result.conflict) conflicts.push({ file, reason: result.conflict });
    else {
      writes.set(file, { data: result.merged, mode: s.mode });
      lists.merged.push(file);
    }
  }
  for (const file of site.keys()) {
    if (!isOwnerFile(file) && !SPECIAL_FILES.has(file) && oid(site, file) !== oid(base, file) && oid(base, file) === oid(target, file)) {
      lists.kept.push(file);
    }
  }

  const text = (tree, file, read) => (tree.has(file) ? read(file).toString('utf8') : undefined);
  if (target.has('package.json')) {
    const merged = mergePackageJson({
      ours: text(site, 'package.json', siteBlob),
      base: text(base, 'package.json', (file) => engineBlob(base, file)),
      theirs: text(target, 'package.json', (file) => engineBlob(target, file)),
    });
    const data = Buffer.from(merged.text);
    if (!site.has('package.json') || !siteBlob('package.json').equals(data)) {
      writes.set('package.json', { data, mode: '100644' });
      (oid(site, 'package.json') === oid(base, 'package.json') ? lists.updated : lists.merged).push('package.json');
    }
    lists.packageKept = merged.kept;
  }
  // The lockfile of the new engine; `npm install` then adds the owner's own dependencies to it.
  if (target.has('package-lock.json') && oid(site, 'package-lock.json') !== oid(target, 'package-lock.json')) {
    take('package-lock.json');
    lists.updated.push('package-lock.json');
  }
  return { writes, removes, conflicts, lists };
}

function oid(tree, file) {
  return tree.get(file)?.oid;
}
