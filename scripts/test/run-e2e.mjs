// Runs the Playwright suite with a Chromium that exists on this machine (../node/chromium.mjs).
// Its arguments but --target are Playwright's, which checks them.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../node/chromium.mjs';
import { cliArgs } from '../node/cliArgs.mjs';

const { values, rest: args } = cliArgs('npm run test:e2e -- [options] [playwright test\'s options and files]', {
  target: { type: 'string', value: 'name', help: 'the build under test (tests/e2e/targets.ts; E2E_TARGET does the same)' },
}, { passOn: true });
const target = values.target ?? process.env.E2E_TARGET;
const browser = chromiumPath();
console.log(`E2E browser: ${browser || "Playwright's bundled Chromium"}`);
const result = spawnSync('npx', ['playwright', 'test', ...args], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_CHROMIUM_PATH: browser, ...(target && { E2E_TARGET: target }) },
});
process.exit(result.status ?? 1);
