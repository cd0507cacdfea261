import { styledClasses, unstyledClasses } from '@/scripts/build/html/stylesheets';

// The bundler's name for a module class can start with a hyphen and a digit, which CSS must escape;
// the markup writes it plain. A page styled that way must pass the build's styled-markup check.
const page = (...classes: string[]) =>
  `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"></head><body>${classes.map((name) => `<div class="${name}"></div>`).join('')}</body></html>`;

describe('the classes a stylesheet styles', () => {
  it('reads a class name the stylesheet writes with a CSS escape as the markup writes it', () => {
    const css = '.-\\38 BbfG_background:after{content:""}.aB3dE9_card{color:red}';
    expect(styledClasses(css)).toEqual(new Set(['-8BbfG_background', 'aB3dE9_card']));
    expect(unstyledClasses(page('-8BbfG_background', 'aB3dE9_card'), () => styledClasses(css)).missing).toEqual([]);
  });

  it('still names a class of the markup that no linked stylesheet styles', () => {
    const css = '.-\\38 BbfG_background{color:red}';
    expect(unstyledClasses(page('-8BbfG_background', '-9CcfG_panel'), () => styledClasses(css)).missing).toEqual(['-9CcfG_panel']);
  });
});
