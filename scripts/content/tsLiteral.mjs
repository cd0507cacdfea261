// Values as readable TypeScript source: single-quoted strings, bare keys, short lists on one line,
// two-space indents, trailing commas. What the importers write into content/ reads like a file an
// owner wrote by hand.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Lines longer than this are broken up. */
const WIDTH = 100;

/**
 * A string literal: single quotes, or double quotes when that saves escaping ("Hi, I'm").
 * @param {string} value
 */
export function tsString(value) {
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(new RegExp(quote, 'g'), `\\${quote}`)
    .replace(/\r\n|\n/g, '\\n')
    // Every other line terminator (a lone \r, U+2028, U+2029) and control character, written as an
    // escape: raw, a line terminator ends the literal and the file no longer parses.
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${quote}${escaped}${quote}`;
}

/** @param {string} name */
const key = (name) => (IDENTIFIER.test(name) ? name : tsString(name));

/**
 * `value` as a TypeScript expression; `indent` is the indentation of the line it starts on.
 * @param {unknown} value
 * @returns {string}
 */
export function tsLiteral(value, indent = '') {
  if (typeof value === 'string') return tsString(value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((item) => tsLiteral(item, inner)).join(', ')}]`;
    if (!flat.includes('\n') && indent.length + flat.length <= WIDTH) return flat;
    return `[\n${value.map((item) => `${inner}${tsLiteral(item, inner)},\n`).join('')}${indent}]`;
  }
  const entries = Object.entries(/** @type {object} */ (value)).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return '{}';
  const flat = `{ ${entries.map(([name, item]) => `${key(name)}: ${tsLiteral(item, inner)}`).join(', ')} }`;
  if (!flat.includes('\n') && indent.length + flat.length <= WIDTH) return flat;
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${tsLiteral(item, inner)},\n`).join('')}${indent}}`;
}

/**
 * The properties of an object, one per line, each after its comment (when `comments` has one).
 * @param {Record<string, unknown>} value
 * @param {Record<string, string>} [comments]
 */
export function tsObject(value, comments = {}, indent = '') {
  const inner = `${indent}  `;
  const lines = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([name, item]) => {
      const comment = comments[name] ? `${inner}// ${comments[name]}\n` : '';
      return `${comment}${inner}${key(name)}: ${tsLiteral(item, inner)},\n`;
    });
  return `{\n${lines.join('')}${indent}}`;
}

/**
 * The name a project's export goes by: "my-project" → myProject ("3d-viewer" → project3dViewer).
 * @param {string} id
 */
export function exportNameOf(id) {
  const camel = id.replace(/-([a-z0-9])/g, (_, /** @type {string} */ c) => c.toUpperCase()).replace(/[^\w$]/g, '_');
  return /^[a-z]/.test(camel) ? camel : `project${camel.charAt(0).toUpperCase()}${camel.slice(1)}`;
}

/**
 * One export name per id, none equal to another or to a name in `taken`: two ids can read alike
 * ("a-1" and "a1" are both a1), so a later one gets a number ("a1_2").
 * @param {string[]} ids
 * @param {Iterable<string>} [taken]
 */
export function exportNames(ids, taken = []) {
  const used = new Set(taken);
  return ids.map((id) => {
    const base = exportNameOf(id);
    let name = base;
    for (let n = 2; used.has(name); n += 1) name = `${base}_${n}`;
    used.add(name);
    return name;
  });
}
