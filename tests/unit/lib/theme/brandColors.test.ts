// The owner's brand colours (content/theme.ts) as the outputs read them: the generated stylesheet
// of colour tokens, and the colours of outputs without transparency (the resume).
import { colors as fixtureColors } from '../../../fixtures/sparse-owner/theme';
import { parseHex, solidOver } from '@/lib/theme/colours';
import { COLOR_PROPERTIES, themeCss } from '@/lib/theme/brandColors';

/** The declarations of the generated stylesheet as the browser's CSS parser reads them. */
function parsedRule(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  try {
    const rules = [...style.sheet!.cssRules] as CSSStyleRule[];
    return { selectors: rules.map((rule) => rule.selectorText), value: (name: string) => rules[0]!.style.getPropertyValue(name).trim() };
  } finally {
    style.remove();
  }
}

describe('themeCss', () => {
  const rule = parsedRule(themeCss(fixtureColors));

  it('is one :root rule that parses as CSS', () => {
    expect(rule.selectors).toEqual([':root']);
  });

  it("writes each colour of the palette as light-dark(<light theme's>, <dark theme's>)", () => {
    expect(rule.value('--color-bg')).toBe('light-dark(#fbf6ee, #17110b)');
    expect(rule.value('--color-accent')).toBe('light-dark(#a64b08, #f59e0b)');
    expect(rule.value('--color-on-hero-soft')).toBe('light-dark(#4a3722, #ffffffeb)');
    for (const [key, property] of Object.entries(COLOR_PROPERTIES) as Array<[keyof typeof COLOR_PROPERTIES, string]>) {
      expect([property, rule.value(property)]).toEqual([property, `light-dark(${fixtureColors.light[key]}, ${fixtureColors.dark[key]})`]);
    }
  });

  it("hands the theme switch each theme's browser-bar colour: its background", () => {
    expect(rule.value('--theme-color-light')).toBe('#fbf6ee');
    expect(rule.value('--theme-color-dark')).toBe('#17110b');
  });

  it('follows the content alone: other colours, other stylesheet', () => {
    const other = { ...fixtureColors, dark: { ...fixtureColors.dark, background: '#000000' } };
    expect(parsedRule(themeCss(other)).value('--color-bg')).toBe('light-dark(#fbf6ee, #000000)');
  });

  it('refuses a value that is not a hex colour, naming it, rather than write it into a stylesheet', () => {
    const broken = { ...fixtureColors, dark: { ...fixtureColors.dark, accent: 'red}body{display:none' } };
    expect(() => themeCss(broken)).toThrow(/colors\.dark\.accent is not a hex colour \(got "red}body\{display:none"\)/);
  });
});

describe('parseHex and solidOver', () => {
  it('read #rrggbb as opaque and #rrggbbaa with its alpha', () => {
    expect(parseHex('#1D4ED8')).toEqual({ r: 0x1d, g: 0x4e, b: 0xd8, a: 1 });
    expect(parseHex('#ffffff00')).toEqual({ r: 255, g: 255, b: 255, a: 0 });
    expect(parseHex('blue')).toBeUndefined();
    expect(parseHex('#fff')).toBeUndefined();
  });

  it('give the solid colour a translucent one shows over its backdrop', () => {
    expect(solidOver('#1D4ED8', '#ffffff')).toBe('#1d4ed8');
    expect(solidOver('#00000080', '#ffffff')).toBe('#7f7f7f');
    expect(solidOver('#12345600', '#abcdef')).toBe('#abcdef');
    expect(() => solidOver('blue', '#ffffff')).toThrow(/"blue" is not a hex colour/);
  });
});
