// Builds the site under a base path (BASE_PATH=/portfolio, as on a GitHub Pages project site) into
// out-basepath/ and link-checks it: every link and asset must carry the base path and resolve.
// An existing out/ is kept aside during the build and put back afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// This build also sets a contact-form endpoint, so the e2e suite can test the form's POST path
// (tests/e2e/contact-endpoint.spec.ts stubs it) and the site under a sub-path in a real browser.
const { basePath: BASE_PATH, formEndpoint } = JSON.parse(readFileSync(path.join(root, 'tests/basepath-build.json'), 'utf8'));
const out = path.join(root, 'out');
const saved = path.join(root, 'out-saved');
const target = path.join(root, 'out-basepath');

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
};

rmSync(saved, { recursive: true, force: true });
if (existsSync(out)) renameSync(out, saved);
try {
  console.log(`Building with BASE_PATH=${BASE_PATH}...`);
  run('npm', ['run', 'build', '--silent'], {
    BASE_PATH,
    NEXT_PUBLIC_CONTACT_ENDPOINT: formEndpoint,
    NEXT_TELEMETRY_DISABLED: '1',
  });
  rmSync(target, { recursive: true, force: true });
  renameSync(out, target);
  run('node', ['scripts/check/links.mjs', '--dir', 'out-basepath', '--base', BASE_PATH]);
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  if (existsSync(saved)) {
    rmSync(out, { recursive: true, force: true });
    renameSync(saved, out);
  }
}
