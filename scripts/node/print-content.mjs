// Prints the owner's content, checked and parsed by lib/content/index.ts, as JSON on stdout: how a
// test runner that cannot load the site's modules itself (Playwright) reads what the build used.
// JSON has no functions: an interface text written as one is printed as its source,
// { "$function": "(n) => ..." }, for tests/e2e/content.ts to rebuild.
import { loadContent } from './load-content.mjs';

const functionsAsSource = (_key, value) => (typeof value === 'function' ? { $function: String(value) } : value);

process.stdout.write(JSON.stringify(await loadContent(), functionsAsSource));
