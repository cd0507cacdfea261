// The site of an owner who has grown, built and measured: `npm run audit:scale` writes a content
// folder with 60 projects and 200 more notes (./scale-content.mjs, from content/ or --from), builds
// it into out-scale/ (an existing out/ is kept aside and put back), checks its first-load JavaScript
// against tests/budget.json (the same budgets as the owner's site: JavaScript must not grow with
// the number of projects or notes) and runs the audit on it, with the audit's options given.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliArgs } from '../node/cliArgs.mjs';
import '../node/register-ts.mjs';
import { AUDIT_FLAGS } from './auditFlags.mjs';
import { writeScaleContent } from './scale-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values, rest: auditArgs } = cliArgs('npm run audit:scale -- [options] [the audit\'s options]', {
  projects: { type: 'string', value: 'n', whole: true, help: 'projects of the grown site (default: 60)' },
  notes: { type: 'string', value: 'n', whole: true, help: 'notes added to it (default: 200)' },
  from: { type: 'string', value: 'folder', help: 'the content it grows from (default: content)' },
  'no-audit': { type: 'boolean', help: 'build and check the budget only' },
  figures: { type: 'boolean', help: 'each generated note with a formula and a diagram (drawn first: needs Chromium)' },
}, { passOn: true });
// The audit's options are checked now, not after the build.
cliArgs('npm run audit:scale -- [options] [the audit\'s options]; the audit\'s:', AUDIT_FLAGS, { args: auditArgs });
const PROJECTS = Number(values.projects ?? 60);
const NOTES = Number(values.notes ?? 200);
const from = path.resolve(root, values.from ?? 'content');
// Inside the project (the bundler reads nothing outside it) and ignored by git, tsc and lint (out-*).
const CONTENT_DIR = 'out-scale-content';
const out = path.join(root, 'out');
const saved = path.join(root, 'out-saved-scale');
const target = path.join(root, 'out-scale');

const run = (command, commandArgs, env = {}) => {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`);
};

const figures = Boolean(values.figures);
const written = await writeScaleContent({ from, target: path.join(root, CONTENT_DIR), projects: PROJECTS, notes: NOTES, figures });
console.log(`${CONTENT_DIR}/: ${path.relative(root, from)}/ with ${written.projects} projects and ${written.generatedNotes} generated notes.`);
rmSync(saved, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, saved);
try {
  if (figures) run('npm', ['run', 'diagrams', '--silent'], { CONTENT_DIR });
  run('npm', ['run', 'build', '--silent'], { CONTENT_DIR, NEXT_TELEMETRY_DISABLED: '1' });
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
  run('node', ['scripts/check/budget.mjs', '--dir', 'out-scale']);
  if (!values['no-audit']) run('node', ['scripts/audit/audit.mjs', '--dir', 'out-scale', ...auditArgs]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
  if (existsSync(saved)) renameSync(saved, out);
}
