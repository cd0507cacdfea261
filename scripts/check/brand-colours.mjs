// Whether an export is drawn in its owner's colours (the `colors` of a content folder's theme.ts)
// and not in another owner's: the stylesheet's tokens, the browser-bar colours of every page, the
// web app manifest and the home page's social image. One problem per output that is not, saying
// what was found. Used by scripts/test/engine.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A hex colour in its long lower-case form: #abc → #aabbcc, #abcd → #aabbccdd, "ff" alpha dropped. */
export function longHex(value) {
  let hex = String(value).trim().toLowerCase();
  if (/^#[0-9a-f]{3,4}$/.test(hex)) hex = `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
  return /^#[0-9a-f]{6}ff$/.test(hex) ? hex.slice(0, 7) : hex;
}

/** Every light/dark pair the CSS declares for a custom property: light-dark(a, b), or the
 * var(--lightningcss-light, a) var(--lightningcss-dark, b) fallback the CSS minifier writes for it. */
export function declaredPairs(css, property) {
  const forms = [
    /^light-dark\(\s*([^,\s]+)\s*,\s*([^)\s]+)\s*\)$/,
    /^var\(--lightningcss-light,\s*([^)\s]+)\)\s*var\(--lightningcss-dark,\s*([^)\s]+)\)$/,
  ];
  return [...css.matchAll(new RegExp(`${property}:([^;}]*)`, 'g'))].map(([, value]) => {
    const match = forms.map((form) => form.exec(value.trim())).find(Boolean);
    return match ? `light-dark(${longHex(match[1])}, ${longHex(match[2])})` : value.trim();
  });
}

/** Whether the CSS names the colour, in its long form or the short one a minifier may write. */
function mentions(css, colour) {
  const forms = [colour];
  const short = /^#(.)\1(.)\2(.)\3(?:(.)\4)?$/.exec(colour);
  if (short) forms.push(`#${short.slice(1).join('')}`);
  return forms.some((form) => new RegExp(`${form}(?![0-9a-f])`, 'i').test(css));
}

const pair = (colors, key) => `light-dark(${longHex(colors.light[key])}, ${longHex(colors.dark[key])})`;
const filesOf = (dir, pattern) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file));

function cssProblem(dir, { colors: own, name: ownName }, { colors: other, name: otherName }) {
  const css = filesOf(dir, /\.css$/).map((file) => readFileSync(path.join(dir, file), 'utf8')).join('\n');
  const wrong = [];
  for (const [property, key] of [['--color-bg', 'background'], ['--color-accent', 'accent']]) {
    const found = declaredPairs(css, property);
    if (!found.length) wrong.push(`no ${property}`);
    for (const value of found.filter((value) => value !== pair(own, key))) {
      wrong.push(`${property}: ${value}${value === pair(other, key) ? ` (of ${otherName})` : ''} instead of ${pair(own, key)}`);
    }
    // Nor anywhere else: a colour written into a stylesheet by hand would not follow the owner.
    const ownValues = new Set([own.light[key], own.dark[key]].map(longHex));
    for (const colour of new Set([other.light[key], other.dark[key]].map(longHex))) {
      if (!ownValues.has(colour) && mentions(css, colour)) wrong.push(`${key} ${colour} of ${otherName} appears`);
    }
  }
  return wrong.length ? `CSS: ${wrong.join('; ')}, not the colours of ${ownName}.` : undefined;
}

function themeColorProblem(dir, { colors: own, name: ownName }) {
  const want = { light: longHex(own.light.background), dark: longHex(own.dark.background) };
  const wrong = filesOf(dir, /\.html$/).filter((file) => {
    const html = readFileSync(path.join(dir, file), 'utf8');
    // A note's old address sends the visitor on at once: it has no bar to colour.
    if (/<meta\b[^>]*\bhttp-equiv="refresh"/i.test(html)) return false;
    const tags = [...html.matchAll(/<meta\b[^>]*\bname="theme-color"[^>]*>/g)].map(([tag]) => ({
      media: /\bmedia="([^"]*)"/.exec(tag)?.[1] ?? '',
      content: longHex(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''),
    }));
    const colourOf = (scheme) => tags.find((tag) => tag.media.includes(scheme))?.content;
    return tags.length !== 2 || colourOf('light') !== want.light || colourOf('dark') !== want.dark;
  });
  if (!wrong.length) return undefined;
  return (
    `HTML: the theme-color tags of ${wrong.length} page(s) (${wrong.slice(0, 3).join(', ')}${wrong.length > 3 ? ', ...' : ''}) ` +
    `are not the backgrounds of ${ownName} (light ${want.light}, dark ${want.dark}).`
  );
}

function manifestProblem(dir, { colors: own, name: ownName }) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.webmanifest'), 'utf8'));
  const want = longHex(own.dark.background);
  const found = [manifest.theme_color, manifest.background_color].map(longHex);
  if (found.every((colour) => colour === want)) return undefined;
  return `manifest.webmanifest: theme_color ${found[0]} and background_color ${found[1]} are not ${want}, the dark background of ${ownName}.`;
}

const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(longHex(hex).slice(i, i + 2), 16));
const distance = (a, b) => Math.hypot(...a.map((value, i) => value - b[i]));

async function socialImageProblem(dir, { colors: own, name: ownName }, { colors: other, name: otherName }) {
  const file = path.join(dir, 'og/home.png');
  const { width, height } = await sharp(file).metadata();
  const wrong = [];
  // The gradient starts at the top-left corner and ends at the bottom-right one, under a veil:
  // each corner must be nearer this owner's colour there than the other owner's.
  for (const [corner, left, top, key] of [
    ['top-left', 4, 4, 'accent'],
    ['bottom-right', width - 20, height - 20, 'accent2'],
  ]) {
    const { data, info } = await sharp(file).extract({ left, top, width: 16, height: 16 }).raw().toBuffer({ resolveWithObject: true });
    const pixels = data.length / info.channels;
    const found = [0, 1, 2].map((c) => {
      let sum = 0;
      for (let i = c; i < data.length; i += info.channels) sum += data[i];
      return Math.round(sum / pixels);
    });
    const shown = `#${found.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
    if (distance(found, rgbOf(own.dark[key])) >= distance(found, rgbOf(other.dark[key]))) {
      wrong.push(`its ${corner} corner is ${shown}, nearer ${key} ${other.dark[key]} of ${otherName} than ${own.dark[key]} of ${ownName}`);
    }
  }
  return wrong.length ? `og/home.png: ${wrong.join('; ')}.` : undefined;
}

/**
 * What in the export `dir` is not drawn in the owner's colours, or is in the other owner's.
 * Each owner: `{ colors, name }`, the `colors` of a theme.ts and the file's name for messages.
 */
export async function brandProblems(dir, owner, other) {
  return [
    cssProblem(dir, owner, other),
    themeColorProblem(dir, owner),
    manifestProblem(dir, owner),
    await socialImageProblem(dir, owner, other),
  ].filter(Boolean);
}
