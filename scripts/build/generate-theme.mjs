// Runs in npm "predev" and "prebuild", before Next starts: writes the stylesheet of the owner's
// colours (content/theme.ts, through lib/theme/brandColors.ts) to .build-data/theme.css, which
// app/globals.css imports, and, when pages show comments (content/integrations.ts), the comments
// frame's stylesheets in the same colours to public/giscus/ (lib/theme/giscusTheme.ts). Generated,
// not in git: the content file is the one place to change them.
import '../node/load-env.mjs';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { colors, integrations } = await loadContent();
const { THEME_CSS_FILE, themeCss } = await import('@/lib/theme/brandColors');
const { GISCUS_SHADES, GISCUS_THEME_DIR, giscusThemeCss, giscusThemePath } = await import('@/lib/theme/giscusTheme');
const { commentsShown } = await import('@/lib/model/integrations');

const file = path.join(root, THEME_CSS_FILE);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, themeCss(colors));
console.log(`Theme colours written to ${THEME_CSS_FILE}.`);

// The comments frame's stylesheets: written afresh, or gone with the comments.
const giscusDir = path.join(root, 'public', GISCUS_THEME_DIR);
rmSync(giscusDir, { recursive: true, force: true });
if (commentsShown(integrations)) {
  mkdirSync(giscusDir, { recursive: true });
  for (const shade of GISCUS_SHADES) writeFileSync(path.join(root, 'public', giscusThemePath(shade)), giscusThemeCss(colors, shade, integrations.comments.host));
  console.log(`Comments frame colours written to public${GISCUS_THEME_DIR}/.`);
}
