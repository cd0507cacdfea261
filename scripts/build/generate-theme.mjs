// Runs in npm "predev" and "prebuild", before Next starts: writes the stylesheet of the owner's
// colours (content/theme.ts, through lib/theme/brandColors.ts) to .build-data/theme.css, which
// app/globals.css imports, and, when pages show comments (content/integrations.ts), the comments
// frame's stylesheets in the same colours to public/giscus/ (lib/theme/giscusTheme.ts). Generated,
// not in git: the content file is the one place to change them. When a note has a formula, also the
// formulas' stylesheet and fonts to public/math/ (lib/theme/mathStylesheet.ts), from the packages.
import '../node/load-env.mjs';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import '../node/register-ts.mjs';
import { loadContent } from '../node/load-content.mjs';
import { resolveSite } from '../../lib/content/buildTarget.mjs';

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

// The formulas' stylesheet and fonts: written afresh, or gone with the last formula.
const { MATH_ASSET_DIR, MATH_FONTS, TEMML_STYLESHEET, mathStylesheet } = await import('@/lib/theme/mathStylesheet');
const { hasFormula } = await import('@/lib/content/noteMathSyntax');
const mathDir = path.join(root, 'public', MATH_ASSET_DIR);
rmSync(mathDir, { recursive: true, force: true });
// Every note file, in every language, drafts too (the dev server shows them).
const notesDir = path.join(resolveSite(process.env, root).content.absolute, 'notes');
const noteFiles = existsSync(notesDir) ? readdirSync(notesDir).filter((name) => name.endsWith('.md')) : [];
if (noteFiles.some((name) => hasFormula(readFileSync(path.join(notesDir, name), 'utf8')))) {
  const packageFile = createRequire(import.meta.url).resolve;
  mkdirSync(mathDir, { recursive: true });
  writeFileSync(path.join(mathDir, 'math.css'), mathStylesheet(readFileSync(packageFile(TEMML_STYLESHEET), 'utf8')));
  for (const [name, from] of Object.entries(MATH_FONTS)) copyFileSync(packageFile(from), path.join(mathDir, name));
  copyFileSync(packageFile('@fontsource/noto-sans-math/LICENSE'), path.join(mathDir, 'noto-sans-math-LICENSE.txt'));
  console.log(`Formula stylesheet and fonts written to public${MATH_ASSET_DIR}/.`);
}
