// Content migrations: when the content schema changes, the engine ships a script that rewrites the
// owner's files into the new shape (scripts/upgrade/migrations/NNN-name.mjs). The upgrade runs
// those the new engine has and the base did not, in order, on a copy of the owner's content in a
// temporary folder; the site itself changes only once everything has worked.
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFilesNoLinks } from '../node/siteFiles.mjs';
import { blob } from './source.mjs';

const MIGRATION = /^scripts\/upgrade\/migrations\/(\d{3})-[\w-]+\.mjs$/;
/** Packages the migrations use (through their helpers in scripts/upgrade/). */
const TOOLS = ['typescript', 'yaml'];

/** The migrations the target has and the base had not, in order. */
export function pendingMigrations(base, target) {
  return [...target.keys()].filter((file) => MIGRATION.test(file) && !base.has(file)).sort();
}

/** A node_modules folder that has the migrations' packages: the site's, else the running engine's. */
function toolsFolder(candidates) {
  return candidates.find((dir) => TOOLS.every((name) => existsSync(path.join(dir, name, 'package.json'))));
}

const snapshot = (dir) => new Map(listFilesNoLinks(dir).map((file) => [file, readFileSync(path.join(dir, file))]));

/**
 * Runs the pending migrations on the content the plan leads to, and adds what they change to the
 * plan (writes and removes under content/). Returns [{ name, summary, changed: [file] }].
 */
export async function runMigrations({ pending, plan, site, siteRoot, bare, target, tmp, engineRoot }) {
  if (!pending.length) return [];
  // The new engine's scripts (migrations, their helpers, the skeleton), beside the packages they import.
  const engineDir = path.join(tmp, 'engine');
  for (const [file, entry] of target) {
    if (!file.startsWith('scripts/')) continue;
    mkdirSync(path.dirname(path.join(engineDir, file)), { recursive: true });
    writeFileSync(path.join(engineDir, file), blob(bare, entry.oid));
  }
  const tools = toolsFolder([path.join(siteRoot, 'node_modules'), path.join(engineRoot, 'node_modules')]);
  if (!tools) throw new Error(`the content migrations need the packages ${TOOLS.join(' and ')}: run npm ci in the site first`);
  symlinkSync(tools, path.join(engineDir, 'node_modules'), 'dir');

  // The content as the plan leaves it.
  const contentDir = path.join(tmp, 'stage', 'content');
  const planned = new Map();
  for (const file of site.keys()) if (file.startsWith('content/') && !plan.removes.includes(file)) planned.set(file, blob(siteRoot, site.get(file).oid));
  for (const [file, { data }] of plan.writes) if (file.startsWith('content/')) planned.set(file, data);
  for (const [file, data] of planned) {
    mkdirSync(path.dirname(path.join(tmp, 'stage', file)), { recursive: true });
    writeFileSync(path.join(tmp, 'stage', file), data);
  }

  const ran = [];
  let before = snapshot(contentDir);
  for (const file of pending) {
    const migration = await import(pathToFileURL(path.join(engineDir, file)).href);
    await migration.migrate(contentDir);
    const after = snapshot(contentDir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter((name) => !before.get(name)?.equals(after.get(name) ?? Buffer.alloc(0)) || !after.has(name));
    ran.push({ name: path.basename(file, '.mjs'), summary: migration.summary, changed: changed.map((name) => `content/${name}`) });
    before = after;
  }

  // What the migrations changed, relative to the plan.
  for (const [name, data] of before) {
    const file = `content/${name}`;
    if (!planned.get(file)?.equals(data)) plan.writes.set(file, { data, mode: site.get(file)?.mode ?? '100644' });
  }
  for (const file of planned.keys()) {
    if (!before.has(file.slice('content/'.length))) {
      plan.writes.delete(file);
      if (site.has(file) && !plan.removes.includes(file)) plan.removes.push(file);
    }
  }
  return ran;
}
