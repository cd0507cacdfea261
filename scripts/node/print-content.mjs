// Prints the owner's content, checked and parsed by lib/content/index.ts, as JSON on stdout: how a
// test runner that cannot load the site's modules itself (Playwright) reads what the build used.
// All of it is data (interface texts with numbers are templates), so JSON holds it whole.
import { loadContent } from './load-content.mjs';

process.stdout.write(JSON.stringify(await loadContent()));
