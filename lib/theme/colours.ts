// Hex colours of the owner's palette (content/theme.ts), for the outputs that cannot use them as
// written (a PDF has no transparency). Pure.

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;

/** "#rrggbb" or "#rrggbbaa" as red, green and blue (0–255) and alpha (0–1); undefined for anything else. */
export function parseHex(colour: string): { r: number; g: number; b: number; a: number } | undefined {
  const match = HEX.exec(colour);
  if (!match) return undefined;
  // Without an alpha pair the colour is opaque.
  const [r, g, b, a] = match.slice(1).map((pair) => parseInt(pair ?? 'ff', 16)) as [number, number, number, number];
  return { r, g, b, a: a / 255 };
}

/** The solid colour a (possibly translucent) colour shows over a solid backdrop: for outputs that
 * have no transparency, such as the resume's text. */
export function solidOver(colour: string, backdrop: string): string {
  const top = parseHex(colour);
  const bottom = parseHex(backdrop);
  if (!top || !bottom) throw new Error(`solidOver: ${JSON.stringify(top ? backdrop : colour)} is not a hex colour`);
  const mix = (a: number, b: number) => Math.round(a * top.a + b * (1 - top.a));
  return `#${[mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
