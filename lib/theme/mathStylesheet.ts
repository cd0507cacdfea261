// The stylesheet and fonts of a page with formulas (the MathML Core that lib/content/noteMath.ts
// writes with Temml), written to public/math/ before the build (scripts/build/generate-theme.mjs)
// and linked only by a note page that shows a formula (components/notes/NoteArticle.tsx): a page
// without math loads nothing of it.
//
// The rules are Temml's own (its Temml-Local.css: \tag columns, array rules, \cancel, accents,
// per-browser corrections), with three changes:
// - no automatic equation numbers: GitHub draws math with MathJax, whose default numbers nothing
//   by itself, so `align` shows the numbers its author wrote with \tag and no others;
// - the math font: the system's when it has one (STIX Two Math on macOS and iOS, Cambria Math on
//   Windows, Latin Modern Math or Noto Sans Math where installed), else Noto Sans Math served by
//   the site (OpenType MATH table, about 270 KB, fetched only by a browser that has none of those).
//   Without a math font Chromium neither stretches brackets nor enlarges sums and integrals;
// - a display formula's <semantics> (which keeps the TeX) spans the line, so a \tag stands at the margin.

/** Where the files go, under public/ and so under the site's address. */
export const MATH_ASSET_DIR = '/math';
export const MATH_STYLESHEET = `${MATH_ASSET_DIR}/math.css`;

/** The fonts the stylesheet names, by the file it is served as, and the package file it comes from. */
export const MATH_FONTS: Record<string, string> = {
  'noto-sans-math.woff2': '@fontsource/noto-sans-math/files/noto-sans-math-latin-400-normal.woff2',
  // Temml's roundhand capitals for \mathscr (Unicode's script letters, drawn as KaTeX draws them).
  'Temml.woff2': 'temml/dist/Temml.woff2',
};

/** The package file of Temml's stylesheet that the site's is made from. */
export const TEMML_STYLESHEET = 'temml/dist/Temml-Local.css';

const FONT_FAMILIES = '"STIX Two Math", "Cambria Math", "Latin Modern Math", "Noto Sans Math", math';

// The TeX is kept in an annotation, for a reader who copies the formula; the <semantics> element
// that holds it must span the line when it holds a table (Temml centres the rows with columns of its
// own), or a \tag stands right beside its equation, not at the margin.
const KEPT_TEX = `math.tml-display > semantics:has(> mtable) {
  width: 100%;
}
`;

const NOTO_FACE = `@font-face {
  font-family: "Noto Sans Math";
  src: local("Noto Sans Math"), local("NotoSansMath-Regular"), url("noto-sans-math.woff2") format("woff2");
  font-display: swap;
}
`;

/** The site's math stylesheet from Temml's: throws when Temml's has changed shape, rather than ship a wrong one. */
export function mathStylesheet(temmlCss: string): string {
  const numbering = /\/\* AMS environment auto-numbering[^*]*\*\/\s*\.tml-eqn::before\s*\{[^}]*\}\s*body\s*\{\s*counter-reset:[^}]*\}/;
  const family = /(math\s*\{[^}]*?)font-family:[^;]*;/;
  if (!numbering.test(temmlCss) || !family.test(temmlCss)) {
    throw new Error(`${TEMML_STYLESHEET} no longer has the rules the site changes (equation numbers, the math font): update lib/theme/mathStylesheet.ts`);
  }
  const rules = temmlCss.replace(numbering, '').replace(family, `$1font-family: ${FONT_FAMILIES};`);
  return `/* Generated from Temml's ${TEMML_STYLESHEET} (MIT licence) by lib/theme/mathStylesheet.ts. */\n${NOTO_FACE}${rules}\n${KEPT_TEX}`;
}
