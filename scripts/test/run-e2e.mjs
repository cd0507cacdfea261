// Runs the Playwright suite with a Chromium that exists on this machine (../node/chromium.mjs).
// `--target <name>` picks the build under test (tests/e2e/targets.ts; E2E_TARGET does the same).
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../node/chromium.mjs';

const args = process.argv.slice(2);
const targetAt = args.indexOf('--target');
const target = targetAt >= 0 ? args.splice(targetAt, 2)[1] : process.env.E2E_TARGET;
const browser = chromiumPath();
console.log(`E2E browser: ${browser || "Playwright's bundled Chromium"}`);
const result = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: browser, ...(target && { E2E_TARGET: target }) },
});
process.exit(result.status ?? 1);
