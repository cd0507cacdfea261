/**
 * @jest-environment node
 */
// The stylesheet of a page with formulas, made from Temml's own: no automatic equation numbers
// (GitHub shows only the numbers written with \tag), the system's math font first, and every font
// it names one the build writes beside it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MATH_FONTS, TEMML_STYLESHEET, mathStylesheet } from '@/lib/theme/mathStylesheet';

// The package's file itself: Jest's resolution would hand a stylesheet to its CSS stand-in.
const packageFile = (file: string) => path.join(__dirname, '../../../../node_modules', file);
const temmlCss = readFileSync(packageFile(TEMML_STYLESHEET), 'utf8');

describe('mathStylesheet', () => {
  const css = mathStylesheet(temmlCss);

  it('keeps Temml\'s layout rules but numbers no equation by itself', () => {
    expect(temmlCss).toMatch(/\.tml-eqn::before\s*\{[^}]*counter/);
    expect(css).not.toMatch(/counter-(increment|reset)/);
    for (const rule of ['.tml-right', 'math.tml-display', 'mtable.tml-jot']) expect(css).toContain(rule);
  });

  it('sets formulas in the system\'s math font where there is one, else the one the site serves', () => {
    expect(css).toMatch(/math\s*\{[^}]*font-family: "STIX Two Math", "Cambria Math", "Latin Modern Math", "Noto Sans Math", math;/);
    const fonts = new Set([...css.matchAll(/url\(["']?(?:\.\/)?([\w.-]+\.(?:woff2?|otf|ttf))["']?\)/g)].map((match) => match[1]));
    expect([...fonts].sort()).toEqual(Object.keys(MATH_FONTS).sort());
    for (const file of Object.values(MATH_FONTS)) expect(existsSync(packageFile(file))).toBe(true);
  });

  it('refuses a Temml stylesheet that no longer has the rules it changes, rather than ship numbers GitHub would not show', () => {
    expect(() => mathStylesheet(temmlCss.replace(/\.tml-eqn::before/, '.tml-number::before'))).toThrow(/no longer has the rules the site changes/);
  });
});
