// Runs in npm "predev" and "prebuild", before Next starts: writes the stylesheet of the owner's
// colours (content/theme.ts, through lib/theme/brandColors.ts) to .build-data/theme.css, which
// app/globals.css imports. Generated, not in git: the content file is the one place to change them.
import '../node/load-env.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { colors } = await loadContent();
const { THEME_CSS_FILE, themeCss } = await import('@/lib/theme/brandColors');

const file = path.join(root, THEME_CSS_FILE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, themeCss(colors));
console.log(`Theme colours written to ${THEME_CSS_FILE}.`);
