// Content migrations: when the content schema changes, the engine ships a script that rewrites the
// owner's files into the new shape (scripts/upgrade/migrations/NNN-name.mjs). Nothing of a new
// engine runs before the owner has seen the plan: the plan reads each pending migration as text
// (its name and its `summary`); only a real upgrade, after printing the plan, runs them, in order,
// each in a child process under Node's permission model that may write only a copy of the owner's
// content in a temporary folder, with an empty environment (no token to read). The site itself
// changes only once everything has worked.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { writeFilesSafely } from '../node/pathPolicy.mjs';
import { listFilesNoLinks } from '../node/walkFiles.mjs';
import { visibleLine } from '../node/terminalText.mjs';
import { blob } from './engineSource.mjs';

const MIGRATION = /^scripts\/upgrade\/migrations\/(\d{3})-[\w-]+\.mjs$/;
/** Packages the migrations use (through their helpers in scripts/upgrade/). */
const TOOLS = ['typescript', 'yaml'];
const runner = fileURLToPath(new URL('./runMigration.mjs', import.meta.url));

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

/** Runs one migration sandboxed; throws an Error naming it when it fails or reaches outside its copy. */
function runSandboxed({ name, engineDir, tools, stageDir, contentDir, file }) {
  const run = spawnSync(process.execPath, [
    '--permission',
    `--allow-fs-read=${engineDir}`, `--allow-fs-read=${tools}`, `--allow-fs-read=${stageDir}`, `--allow-fs-read=${runner}`,
    `--allow-fs-write=${contentDir}`,
    runner, path.join(engineDir, file), contentDir,
  ], { cwd: stageDir, env: {}, encoding: 'utf8', timeout: 5 * 60_000 });
  if (run.status === 0) return;
  const output = `${run.stderr ?? ''}${run.error ? run.error.message : ''}`;
  const denied = /ERR_ACCESS_DENIED|Access to this API has been restricted/.test(output);
  const last = output.split('\n').map((line) => line.trim()).filter((line) => /^\w*Error\b|Error:/.test(line)).pop() ?? output.trim().split('\n').pop() ?? '';
  throw new Error(`migration ${name} ${denied ? 'tried to reach outside its copy of content/ (it may write only there), and was stopped' : 'failed'}: ${visibleLine(last)}`);
}

/**
 * Runs the pending migrations on a copy of the content the plan leads to, and adds what they change
 * to the plan (writes and removes under content/). Returns [{ name, summary, changed: [file] }].
 */
export function runMigrations({ pending, plan, site, siteRoot, bare, target, tmp, engineRoot }) {
  if (!pending.length) return [];
  // The new engine's scripts (migrations, their helpers, the skeleton) and lib/ (the readers they
  // share with the build), beside the packages they import; every path is checked before the first
  // is written.
  const engineDir = path.join(realpathSync(tmp), 'engine');
  writeFilesSafely(engineDir, [...target].filter(([file]) => /^(scripts|lib)\//.test(file)).map(([file, entry]) => [file, blob(bare, entry.oid)]));
  const found = toolsFolder([path.join(siteRoot, 'node_modules'), path.join(engineRoot, 'node_modules')]);
  if (!found) throw new Error(`the content migrations need the packages ${TOOLS.join(' and ')}: run npm ci in the site first`);
  // The real folder: a sandboxed migration may read it, and a link on the way (node_modules linked
  // elsewhere) would be a path outside what it may read.
  const tools = realpathSync(found);
  symlinkSync(tools, path.join(engineDir, 'node_modules'), 'dir');

  // The content as the plan leaves it.
  const stageDir = path.join(realpathSync(tmp), 'stage');
  const contentDir = path.join(stageDir, 'content');
  mkdirSync(contentDir, { recursive: true });
  const planned = new Map();
  for (const file of site.keys()) if (file.startsWith('content/') && !plan.removes.includes(file)) planned.set(file, blob(siteRoot, site.get(file).oid));
  for (const [file, { data }] of plan.writes) if (file.startsWith('content/')) planned.set(file, data);
  writeFilesSafely(stageDir, planned);

  const ran = [];
  let before = snapshot(contentDir);
  for (const { file, name, summary } of pending) {
    runSandboxed({ name, engineDir, tools, stageDir, contentDir, file });
    const after = snapshot(contentDir);
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (entry) => !before.get(entry)?.equals(after.get(entry) ?? Buffer.alloc(0)) || !after.has(entry),
    );
    ran.push({ name, summary, changed: changed.map((entry) => `content/${entry}`) });
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
