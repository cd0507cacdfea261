// The framework floor the audits measure beside the site, in the same run: the smallest App Router
// pages the project's own Next and React export (scripts/audit/framework-floor/). `/` is what
// hydration alone costs (`npm run audit`); `/tap/` a button and a text field, what a tap and a key
// cost with no site around them (`npm run audit:response`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const frameworkDir = path.join(root, 'scripts/audit/framework-floor');
export const frameworkOut = path.join(frameworkDir, 'out');

/** Builds the floor with the project's Next into scripts/audit/framework-floor/out/; exits on failure. */
export function buildFrameworkFloor() {
  const next = path.join(root, 'node_modules/next/dist/bin/next');
  const result = spawnSync(process.execPath, [next, 'build'], {
    cwd: frameworkDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BASE_PATH: '' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(`The framework floor did not build:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
}
