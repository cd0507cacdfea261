// Content migrations: when the content schema changes, the engine ships a script that rewrites the
// owner's files into the new shape (scripts/upgrade/migrations/NNN-name.mjs). Nothing of a new
// engine runs before the owner has seen the plan: the plan reads each pending migration as text
// (its name and its `summary`); only a real upgrade, after printing the plan, runs them, in order,
// each sandboxed (./sandbox.mjs) on copies of the content in a temporary folder: as the plan leaves
// it, as the owner has it and as the release they started from had it, merged three ways after
// (./mergeMigrated.mjs). The site itself changes only once everything has worked.
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { writeFilesSafely } from '../node/pathPolicy.mjs';
import { listFilesNoLinks } from '../node/walkFiles.mjs';
import { visibleLine } from '../node/terminalText.mjs';
import { blob } from './engineSource.mjs';
import { mergeMigrated } from './mergeMigrated.mjs';
import { runSandboxed } from './sandbox.mjs';

const MIGRATION = /^scripts\/upgrade\/migrations\/(\d{3})-[\w-]+\.mjs$/;
/** Packages the migrations use (through their helpers in scripts/upgrade/). */
const TOOLS = ['typescript', 'yaml'];

/**
 * A migration's `export const summary = '…'`, read from its text without running it (a string
 * literal only; anything computed is not shown), control characters made visible.
 */
export function summaryOf(text) {
  const source = ts.createSourceFile('migration.mjs', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      if (ts.isIdentifier(declaration.name) && declaration.name.text === 'summary' && value && ts.isStringLiteralLike(value)) return visibleLine(value.text);
    }
  }
  return '(no summary)';
}

/** The migrations the target has and the base had not, in order, read as data: [{ file, name, summary }]. */
export function pendingMigrations(base, target, bare) {
  return [...target.keys()]
    .filter((file) => MIGRATION.test(file) && !base.has(file))
    .sort()
    .map((file) => ({ file, name: path.basename(file, '.mjs'), summary: summaryOf(blob(bare, target.get(file).oid).toString('utf8')) }));
}

/** A node_modules folder that has the migrations' packages: the site's, else the running engine's. */
function toolsFolder(candidates) {
  return candidates.find((dir) => TOOLS.every((name) => existsSync(path.join(dir, name, 'package.json'))));
}

const snapshot = (dir) => new Map(listFilesNoLinks(dir).map((file) => [file, readFileSync(path.join(dir, file))]));
const sameFiles = (a, b) => a.size === b.size && [...a].every(([file, data]) => b.get(file)?.equals(data));

/** The files of `tree` under content/, read from `gitDir`, by their path inside content/. */
function contentOf(tree, gitDir) {
  const files = new Map();
  for (const [file, { oid }] of tree) if (file.startsWith('content/')) files.set(file.slice('content/'.length), blob(gitDir, oid));
  return files;
}

/**
 * The stages the migrations run on: the content as the plan leaves it, as the owner has it and as
 * the release they started from had it, each a copy in a temporary folder of its own (a stage
 * equal to another is not run twice).
 */
function stages({ tmp, planned, yours, base }) {
  const made = [];
  for (const [name, files] of [['planned', planned], ['yours', yours], ['base', base]]) {
    const twin = made.find((stage) => sameFiles(stage.files, files));
    if (twin) {
      made.push({ ...twin, name });
      continue;
    }
    const stageDir = path.join(tmp, `stage-${name}`);
    const contentDir = path.join(stageDir, 'content');
    mkdirSync(contentDir, { recursive: true });
    writeFilesSafely(contentDir, files);
    made.push({ name, files, stageDir, contentDir });
  }
  return Object.fromEntries(made.map((stage) => [stage.name, stage]));
}

/**
 * Runs the pending migrations, sandboxed, on the content the plan leads to, the owner's and the
 * base's, merges the three (./mergeMigrated.mjs) and adds what changes to the plan (writes and
 * removes under content/). Returns { ran: [{ name, summary, changed: [file] }], merged: [file],
 * changes: [{ file, before, after }] (relative to the plan), conflicts: [{ file, reason }] }; with
 * conflicts the plan is left as it was.
 */
export async function runMigrations({ pending, plan, site, base, siteRoot, bare, target, tmp, engineRoot, timeLimitMs }) {
  if (!pending.length) return { ran: [], merged: [], changes: [], conflicts: [] };
  // The new engine's scripts (migrations, their helpers, the skeleton) and lib/ (the readers they
  // share with the build), beside the packages they import; every path is checked before the first
  // is written.
  const realTmp = realpathSync(tmp);
  const engineDir = path.join(realTmp, 'engine');
  writeFilesSafely(engineDir, [...target].filter(([file]) => /^(scripts|lib)\//.test(file)).map(([file, entry]) => [file, blob(bare, entry.oid)]));
  const found = toolsFolder([path.join(siteRoot, 'node_modules'), path.join(engineRoot, 'node_modules')]);
  if (!found) throw new Error(`the content migrations need the packages ${TOOLS.join(' and ')}: run npm ci in the site first`);
  // The real folder: a sandboxed migration may read it, and a link on the way (node_modules linked
  // elsewhere) would be a path outside what it may read.
  const tools = realpathSync(found);
  symlinkSync(tools, path.join(engineDir, 'node_modules'), 'dir');

  // The content as the plan leaves it, as the owner has it, and as the base had it.
  const yours = contentOf(site, siteRoot);
  const planned = new Map([...yours].filter(([file]) => !plan.removes.includes(`content/${file}`)));
  for (const [file, { data }] of plan.writes) if (file.startsWith('content/')) planned.set(file.slice('content/'.length), data);
  const staged = stages({ tmp: realTmp, planned, yours, base: contentOf(base, bare) });

  const ran = [];
  const runs = new Map(); // one run per distinct stage
  let before = planned;
  for (const { file, name, summary } of pending) {
    for (const stage of Object.values(staged)) {
      if (runs.get(stage.contentDir) === name) continue;
      runs.set(stage.contentDir, name);
      await runSandboxed({ name, file, engineDir, tools, stageDir: stage.stageDir, contentDir: stage.contentDir, timeLimitMs });
    }
    // What it changed in the content the plan leads to.
    const after = snapshot(staged.planned.contentDir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (entry) => !before.get(entry)?.equals(after.get(entry) ?? Buffer.alloc(0)) || !after.has(entry),
    );
    ran.push({ name, summary, changed: changed.map((entry) => `content/${entry}`) });
    before = after;
  }

  const { result, merged, conflicts } = mergeMigrated({
    base: snapshot(staged.base.contentDir),
    yours: snapshot(staged.yours.contentDir),
    planned: before,
    tmp: realTmp,
  });
  if (conflicts.length) return { ran, merged: [], changes: [], conflicts: conflicts.map(({ file, reason }) => ({ file: `content/${file}`, reason })) };
  // What the migrations changed, relative to the plan.
  const changes = [];
  for (const [name, data] of result) {
    const file = `content/${name}`;
    if (data === undefined ? !planned.has(name) : planned.get(name)?.equals(data)) continue;
    changes.push({ file, before: planned.get(name), after: data });
    if (data === undefined) {
      plan.writes.delete(file);
      if (site.has(file) && !plan.removes.includes(file)) plan.removes.push(file);
    } else {
      plan.writes.set(file, { data, mode: site.get(file)?.mode ?? '100644' });
      const removed = plan.removes.indexOf(file);
      if (removed >= 0) plan.removes.splice(removed, 1);
    }
  }
  return { ran, merged: merged.map((name) => `content/${name}`), changes, conflicts: [] };
}
